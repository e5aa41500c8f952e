import PostAdd from '@mui/icons-material/PostAdd';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { noticeJobRequestSchema } from '@ptax/contracts';
import { Form, useNotify, useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { validateWith } from '../components/schemaValidation';
import { SubmitButton } from '../payments/SubmitButton';
import { useServerSubmit, withoutBlanks } from '../payments/submit';
import { useHttp } from '../properties/api';
import { FormSelectInput, FormTextInput, WithValues } from '../properties/formInputs';
import { FormGeographyInputs } from '../properties/GeographyInputs';
import { nk } from './i18n';
import { PATHS, type NoticeJob } from './noticesApi';
import { ConfirmStart, type Asking } from './ConfirmStart';
import { SheetInput } from './SheetInput';

type Values = Record<string, unknown>;

const TYPE_CHOICES = [
  { id: 'demand', name: nk('type.demand') },
  { id: 'recovery', name: nk('type.recovery') },
];
const LANGUAGE_CHOICES = [
  { id: 'hi', name: nk('language.hi') },
  { id: 'en', name: nk('language.en') },
];

const validate = validateWith(noticeJobRequestSchema);

function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 3 }}>{children}</Grid>;
}

/**
 * "Generate notices": the notice type and language, the place and minimum dues or a sheet of property
 * IDs; the place is counted first (GET properties/notices/count) and the job starts only after a
 * confirmation that says how many properties it serves (POST properties/generateBulkNotice).
 */
export function GenerateNotices({ onStarted }: { onStarted: (job: NoticeJob) => void }) {
  const translate = useTranslate();
  const http = useHttp();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [starting, setStarting] = useState(false);

  const submit = useServerSubmit(async (values: Values) => {
    const fields = withoutBlanks(values);
    if (file) return setAsking({ values: fields, count: null });
    const reply = await http<{ data?: { total?: number } }>(PATHS.count, {
      query: fields as Record<string, string>,
    });
    const count = reply.json?.data?.total ?? 0;
    if (count === 0) notify(nk('generate.nobody'), { type: 'warning' });
    else setAsking({ values: fields, count });
  });

  const start = async () => {
    if (!asking) return;
    setStarting(true);
    try {
      const body = file ? formOf(asking.values, file) : asking.values;
      const reply = await http<{ data: NoticeJob }>(PATHS.generate, { method: 'POST', body });
      notify(nk('generate.started'), { type: 'success' });
      setFile(null);
      onStarted(reply.json.data);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setStarting(false);
      setAsking(null);
    }
  };

  return (
    <Card component="section" aria-label={translate(nk('generate.heading'))}>
      <CardContent>
        <SectionHeading>{translate(nk('generate.heading'))}</SectionHeading>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(nk('generate.intro'))}
        </Typography>
        <Form
          defaultValues={{ noticeType: 'demand', language: 'hi' }}
          onSubmit={submit}
          validate={validate}
          noValidate
        >
          <Grid container columnSpacing={2}>
            <Cell>
              <FormSelectInput
                source="noticeType"
                label={nk('generate.noticeType')}
                choices={TYPE_CHOICES}
                required
              />
            </Cell>
            <Cell>
              <FormSelectInput
                source="language"
                label={nk('generate.language')}
                choices={LANGUAGE_CHOICES}
                required
              />
            </Cell>
          </Grid>
          <Box sx={{ opacity: file ? 0.5 : 1 }} aria-disabled={Boolean(file)}>
            <Grid container columnSpacing={2}>
              <FormGeographyInputs Cell={Cell} required={false} />
              <Cell>
                <FormTextInput
                  source="minimumDues"
                  label={nk('generate.minimumDues')}
                  hint={nk('generate.minimumDuesHint')}
                />
              </Cell>
            </Grid>
          </Box>
          <SheetInput file={file} onChange={setFile} />
          <SubmitButton label={nk('generate.submit')} icon={<PostAdd />} />
          <WithValues>
            {(values) => (
              <ConfirmStart
                asking={asking}
                file={file}
                values={values}
                loading={starting}
                onConfirm={start}
                onClose={() => setAsking(null)}
              />
            )}
          </WithValues>
        </Form>
      </CardContent>
    </Card>
  );
}

function formOf(values: Values, file: File): FormData {
  const form = new FormData();
  for (const name of ['noticeType', 'language', 'minimumDues'] as const)
    if (values[name] !== undefined) form.append(name, String(values[name]));
  form.append('file', file);
  return form;
}
