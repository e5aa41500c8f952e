import { LOGIN_TYPES, userKindOf } from '@ptax/contracts';
import { useLiveSession } from '../providers/useLiveSession';
import { ObjectionBoard } from './ObjectionBoard';
import { UploadDialogButton, UploadLink } from './UploadAction';

/**
 * The objections dashboard (/dashboard/objections, any login): nagar_nigam officials' working screen
 * with Reject and Resolve; operators, whose menu leads here too, see their own uploads and upload on
 * their page; officials upload in a dialog.
 */
export default function ObjectionDashboard() {
  const loginType = useLiveSession()?.claims.loginType;
  const isOperator = userKindOf(loginType) === 'operator';
  return (
    <ObjectionBoard
      screen="objections"
      title="title.dashboard"
      canDecide={loginType === LOGIN_TYPES.nagarNigam}
      upload={(changed) => (isOperator ? <UploadLink /> : <UploadDialogButton onUploaded={changed} />)}
    />
  );
}
