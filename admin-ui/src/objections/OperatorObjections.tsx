import { ObjectionBoard } from './ObjectionBoard';
import { UploadLink } from './UploadAction';

/** The operator's objections (/dashboard/operator/objections): their own uploads, no decisions. */
export default function OperatorObjections() {
  return (
    <ObjectionBoard
      screen="operatorObjections"
      title="title.operator"
      canDecide={false}
      upload={() => <UploadLink />}
    />
  );
}
