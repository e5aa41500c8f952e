import { fileProps, type Binder } from './bindings';
import { Section } from './fields';
import { FileField } from './FileField';
import { DOCUMENT_FIELDS, IMAGE_FIELDS, LIMITS_MB } from './fileChecks';

// The proofs of disability and ex-defence widowhood sit with their tick boxes in the assessment.
const OTHER_DOCUMENTS = DOCUMENT_FIELDS.filter(
  (field) => field !== 'disabilityDocumentProof' && field !== 'exDefensePersonalDocumentProof',
);

/** SPEC section 3, building images: the three views are required; the owner's papers are optional. */
export function FilesSection({ binder }: { binder: Binder }) {
  return (
    <Section id="sa-files" title={binder.t.sections.files}>
      <p className="sa-note">{binder.t.filesHint(LIMITS_MB.image, LIMITS_MB.document)}</p>
      {IMAGE_FIELDS.map((field) => (
        <FileField key={field} {...fileProps(binder, field, true)} />
      ))}
      {OTHER_DOCUMENTS.map((field) => (
        <FileField key={field} {...fileProps(binder, field)} />
      ))}
    </Section>
  );
}
