import Add from '@mui/icons-material/Add';
import CallSplit from '@mui/icons-material/CallSplit';
import Visibility from '@mui/icons-material/Visibility';
import { Alert, Box, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { financialYearOfInstant } from '@ptax/contracts';
import { useState } from 'react';
import { Confirm, Title } from 'react-admin';
import { useLoaded } from '../properties/api';
import { translateText } from '../providers/i18n/i18nProvider';
import { useSplitCalls, type PropertyToSplit, type SplitOutcome } from './api';
import { PartCard, RemainsCard } from './PartCard';
import { PreviewParts } from './PreviewParts';
import { emptyChild, problemOf, remainsOf, requestOf, type ChildInput } from './shares';
import { SplitResult } from './SplitResult';
import { useSplitTexts } from './texts';

const PROBLEM_TEXT = {
  invalidArea: 'form.invalidArea',
  tooMuch: 'form.tooMuch',
  emptyPart: 'form.emptyPart',
};

const typedIn = (children: ChildInput[]) =>
  children.some(
    (child) => child.plotArea.trim() !== '' || Object.values(child.floors).some((v) => v.trim() !== ''),
  );

/** The split of one property: new properties' shares typed in, previewed with their tax, confirmed, made. */
export function SplitForm({ propertyId }: { propertyId: string }) {
  const { t } = useSplitTexts();
  const calls = useSplitCalls();
  const loaded = useLoaded<PropertyToSplit | null>(propertyId, () => calls.property(propertyId), null);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('form.title', { id: propertyId })} />
      <Typography variant="h5" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('form.title', { id: propertyId })}
      </Typography>
      {loaded.loading ? <CircularProgress aria-label={t('form.loading')} /> : null}
      {loaded.error ? <Alert severity="error">{loaded.error.message}</Alert> : null}
      {loaded.data ? <SplitSteps property={loaded.data} /> : null}
    </Box>
  );
}

function SplitSteps({ property }: { property: PropertyToSplit }) {
  const { t, translate } = useSplitTexts();
  const calls = useSplitCalls();
  const [children, setChildren] = useState<ChildInput[]>([emptyChild()]);
  const [preview, setPreview] = useState<{ key: string; outcome: SplitOutcome } | null>(null);
  const [made, setMade] = useState<SplitOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (made) return <SplitResult outcome={made} />;

  const year = financialYearOfInstant(Date.now());
  const problem = problemOf(property, children);
  const body = requestOf(property, children);
  const key = JSON.stringify(body);
  const current = preview?.key === key ? preview.outcome : null;
  const run = async (previewOnly: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await calls.split(property.propertyUniqueId, body, previewOnly);
      if (previewOnly) setPreview({ key, outcome });
      else setMade(outcome);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const setChild = (index: number) => (child: ChildInput) =>
    setChildren(children.map((each, i) => (i === index ? child : each)));

  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        {t('form.owner')}: <strong>{property.ownerName}</strong>
        {property.propertyAddress ? ` · ${t('form.address')}: ${property.propertyAddress}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('form.intro', { year })}
      </Typography>
      <Grid container spacing={2}>
        {children.map((child, index) => (
          <Grid key={index} size={{ xs: 12, md: 6 }}>
            <PartCard
              n={index + 1}
              source={property}
              child={child}
              onChange={setChild(index)}
              onRemove={
                children.length > 1 ? () => setChildren(children.filter((_, i) => i !== index)) : undefined
              }
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <RemainsCard source={property} remains={remainsOf(property, children)} />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<Add />} onClick={() => setChildren([...children, emptyChild()])}>
          {t('form.addPart')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<Visibility />}
          disabled={busy || problem !== null}
          onClick={() => run(true)}
        >
          {t('form.preview')}
        </Button>
      </Box>
      {problem && typedIn(children) ? <Alert severity="warning">{t(PROBLEM_TEXT[problem])}</Alert> : null}
      {error ? <Alert severity="error">{translateText(translate, error)}</Alert> : null}
      {preview && !current ? <Alert severity="info">{t('form.previewAgain')}</Alert> : null}
      {current ? <PreviewParts outcome={current} /> : null}
      {current && !current.blocked ? (
        <Box>
          <Button
            variant="contained"
            startIcon={<CallSplit />}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('confirm.button')}
          </Button>
        </Box>
      ) : null}
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={t('confirm.title', { id: property.propertyUniqueId })}
        content={t('confirm.content', { count: children.length + 1, year })}
        confirm={t('confirm.confirm')}
        cancel={t('confirm.cancel')}
        onConfirm={() => run(false)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
