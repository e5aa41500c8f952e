import { LOGIN_TYPES } from '@ptax/contracts';
import { useParams } from 'react-router-dom';
import { NotAuthorized } from '../errors/NotAuthorized';
import { useLiveSession } from '../providers/useLiveSession';
import { SplitForm } from './SplitForm';
import { SplitList } from './SplitList';

/**
 * /properties/split/:propertyId (SPEC section 2, unguarded): the split of one property; without an
 * id (the menu's Split Properties) the splits made, with a way to open a property to split. The
 * route is open, but its calls need a nagar_nigam login: anyone else is told so.
 */
export default function SplitPage() {
  const { propertyId } = useParams();
  const live = useLiveSession();
  if (live?.claims.loginType !== LOGIN_TYPES.nagarNigam) return <NotAuthorized />;
  return propertyId ? <SplitForm key={propertyId} propertyId={propertyId.toUpperCase()} /> : <SplitList />;
}
