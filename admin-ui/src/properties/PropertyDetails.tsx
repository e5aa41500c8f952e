import { ArvBreakdown } from '../arv/ArvCalculator';
import Close from '@mui/icons-material/Close';
import CallSplit from '@mui/icons-material/CallSplit';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, CircularProgress, Grid, IconButton, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useBasename, useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../components/SectionHeading';
import { RaiseRequestButton } from '../jalkal/RaiseRequestButton';
import { translateText } from '../providers/i18n/i18nProvider';
import { usePeopleWords } from '../providers/i18n/names';
import { categoryNamesOf, useCategories } from './geography';
import { FloorsTable } from './FloorsTable';
import { arvPaiseOf, formatPaise, mohallaOf, paiseOf, textOf, wardOf, zoneOf } from './format';
import { propertyEditPath } from './paths';
import { PropertyFiles } from './PropertyFiles';
import { splitPath } from '../splits/paths';
import { SplitLinks } from '../splits/SplitLinks';

type Row = Record<string, unknown>;

// The ledger, bill and history tabs load with their own chunk, when the details open.
const PropertyMoney = lazy(() => import('../ledger/PropertyMoney'));

const yesNo = (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : '');

function Item({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translateText(translate, label)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ minHeight: '1.25rem' }}>
        {children}
      </Typography>
    </Grid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <SectionHeading>{translateText(translate, title)}</SectionHeading>
      {children}
    </Box>
  );
}

/** Everything known of one property (GET properties/viewDetails), with its floors and images. */
export function PropertyDetails({ id, onClose }: { id: string; onClose: () => void }) {
  const translate = useTranslate();
  const basename = useBasename();
  const t = (text: string) => translateText(translate, text);
  const { data: record, isPending, error } = useGetOne<Row & { id: string }>('properties', { id });
  const editPath = propertyEditPath(basename, id);
  const words = usePeopleWords();
  const categories = useCategories();
  const master = categoryNamesOf(categories.data);
  // A number shows as its master's name once the master is in (never the bare number meanwhile).
  const categoryText = (name: string, code: unknown, of: typeof words.category) =>
    name || (categories.loading ? '' : of(master, code));
  const arv = record ? arvPaiseOf(record) : undefined;
  const oldArv = record ? paiseOf(record, 'oldArvPaise') : undefined;
  return (
    <Box sx={{ width: { xs: '100vw', sm: 640 }, p: 2 }} role="region" aria-label={t('Property details')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('Property')} {id}
        </Typography>
        {record ? <RaiseRequestButton property={{ ...record, propertyUniqueId: id }} /> : null}
        <Button component={Link} to={editPath} variant="contained" size="small" startIcon={<EditIcon />}>
          {translate('ra.action.edit')}
        </Button>
        <Button
          component={Link}
          to={splitPath(basename, id)}
          variant="outlined"
          size="small"
          startIcon={<CallSplit />}
        >
          {translate('ptax.splits.action')}
        </Button>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {isPending ? <CircularProgress aria-label={t('Loading')} /> : null}
      {error ? <Typography color="error">{(error as Error).message}</Typography> : null}
      {record ? (
        <>
          <Section title="Owner">
            <Grid container spacing={1}>
              <Item label="Owner Name">{textOf(record, 'ownerName')}</Item>
              <Item label="Father's Name">{textOf(record, 'fatherName')}</Item>
              <Item label="Husband's Name">{textOf(record, 'husbandName')}</Item>
              <Item label="Mobile Number">{textOf(record, 'mobileNumber')}</Item>
              <Item label="Email ID">{textOf(record, 'emailId')}</Item>
              <Item label="Property Address">{textOf(record, 'propertyAddress')}</Item>
            </Grid>
          </Section>
          <Section title="Location">
            <Grid container spacing={1}>
              <Item label="Zone">{zoneOf(record)}</Item>
              <Item label="Ward">{wardOf(record)}</Item>
              <Item label="Mohalla">{mohallaOf(record)}</Item>
              <Item label="House Number">{textOf(record, 'houseNumber')}</Item>
              <Item label="Old Property Tax ID">{textOf(record, 'oldPropertyTaxId')}</Item>
              <Item label="Building ID">{textOf(record, 'buildingId')}</Item>
            </Grid>
            <SplitLinks record={record} />
          </Section>
          <Section title="Assessment">
            <Grid container spacing={1}>
              <Item label="House Category">{words.houseCategory(record.houseCategory)}</Item>
              <Item label="Property Category">
                {categoryText(textOf(record, 'categoryName'), record.category, words.category)}
              </Item>
              <Item label="Property Sub-Category">
                {categoryText(textOf(record, 'subCategoryName'), record.subCategory, words.subCategory)}
              </Item>
              <Item label="Occupancy Status">{words.occupancyStatus(record.occupancyStatus)}</Item>
              <Item label="Construction Type">{words.constType(record.constType)}</Item>
              <Item label="Road Type">{words.roadType(record.roadType)}</Item>
              <Item label="Road Width (m)">{textOf(record, 'roadWidth')}</Item>
              <Item label="Plot Area (sq ft)">{textOf(record, 'plotArea')}</Item>
              <Item label="Construction Year">{textOf(record, 'constructionYear')}</Item>
              <Item label="Old ARV">
                {oldArv !== undefined ? formatPaise(oldArv) : textOf(record, 'oldArv')}
              </Item>
              <Item label="ARV">
                {arv !== undefined
                  ? [formatPaise(arv), textOf(record, 'arvFinancialYear')].filter(Boolean).join(' · ')
                  : t('Not assessed this year')}
              </Item>
              <Item label="Source of Water">{textOf(record, 'sourceOfWater')}</Item>
              <Item label="Water Connection Number">{textOf(record, 'waterConnectionNumber')}</Item>
            </Grid>
          </Section>
          <Section title="ARV and taxes">
            <ArvBreakdown propertyId={id} />
          </Section>
          <Section title="Flags">
            <Grid container spacing={1}>
              <Item label="House Tax Applicable">{t(yesNo(record.houseTaxApplicable))}</Item>
              <Item label="Water Tax Applicable">{t(yesNo(record.waterTaxApplicable))}</Item>
              <Item label="Sewerage Connection Available">
                {t(yesNo(record.sewerageConnectionAvailable))}
              </Item>
              <Item label="Metro Rail Property">{t(yesNo(record.isMetroRailProperty))}</Item>
              <Item label="Owner is Disabled">
                {t(yesNo(record.isDisabled))}
                {record.isDisabled === true ? ` (${textOf(record, 'disabilityPercentage')}%)` : ''}
              </Item>
              <Item label="Ex-Defence Personnel Widow">{t(yesNo(record.isExDefensePersonalWidow))}</Item>
            </Grid>
          </Section>
          <Section title="Floors">
            <FloorsTable floors={(record.floors as Row[] | undefined) ?? []} />
          </Section>
          <Section title="Images">
            <PropertyFiles record={record} />
          </Section>
          <Section title="Ledger and payments">
            <Suspense fallback={<CircularProgress aria-label={t('Loading')} />}>
              <PropertyMoney propertyUniqueId={id} />
            </Suspense>
          </Section>
        </>
      ) : null}
    </Box>
  );
}
