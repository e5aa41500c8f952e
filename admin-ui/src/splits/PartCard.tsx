import Close from '@mui/icons-material/Close';
import { Card, CardContent, CardHeader, Grid, IconButton, TextField, Typography } from '@mui/material';
import type { ChildInput, Remains, SplitSource } from './shares';
import { sqft } from './shares';
import { useSplitTexts } from './texts';

const Cell = ({ children }: { children: React.ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6 }}>{children}</Grid>
);

/** What one new property takes: its plot area and the covered area of each floor, typed in sq ft. */
export function PartCard(props: {
  n: number;
  source: SplitSource;
  child: ChildInput;
  onChange: (child: ChildInput) => void;
  onRemove?: () => void;
}) {
  const { n, source, child, onChange, onRemove } = props;
  const { t, floorName, floorUse } = useSplitTexts();
  const input = (label: string, value: string, total: number, set: (value: string) => void, about = '') => (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(event) => set(event.target.value)}
      helperText={[about, t('form.ofTotal', { total: sqft(total * 100) })].filter(Boolean).join(' · ')}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  return (
    <Card variant="outlined" component="section" aria-label={t('form.newProperty', { n })}>
      <CardHeader
        title={t('form.newProperty', { n })}
        titleTypographyProps={{ variant: 'subtitle1', component: 'h3' }}
        action={
          onRemove ? (
            <IconButton aria-label={t('form.removePart', { n })} onClick={onRemove}>
              <Close />
            </IconButton>
          ) : null
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Grid container spacing={2}>
          <Cell>
            {input(t('form.plotArea'), child.plotArea, source.plotArea, (plotArea) =>
              onChange({ ...child, plotArea }),
            )}
          </Cell>
          {source.floors.map((floor) => (
            <Cell key={floor.propertyPremiseId}>
              {input(
                t('form.floorArea', { floor: floorName({ floorNumber: floor.floorNumber }) }),
                child.floors[floor.propertyPremiseId] ?? '',
                floor.areaSqft,
                (value) =>
                  onChange({ ...child, floors: { ...child.floors, [floor.propertyPremiseId]: value } }),
                floorUse(floor),
              )}
            </Cell>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}

/** What stays with the property as the new properties are typed in; a negative area shows in red. */
export function RemainsCard({ source, remains }: { source: SplitSource; remains: Remains }) {
  const { t, floorName } = useSplitTexts();
  const line = (label: string, hundredths: number) => (
    <Typography variant="body2" color={hundredths < 0 ? 'error' : undefined}>
      {label}: {sqft(hundredths)}
    </Typography>
  );
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={t('form.remains')}
      sx={{ bgcolor: 'action.hover' }}
    >
      <CardHeader
        title={t('form.remains')}
        titleTypographyProps={{ variant: 'subtitle1', component: 'h3' }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {line(t('form.plotArea'), remains.plot)}
        {source.floors.map((floor) => (
          <div key={floor.propertyPremiseId}>
            {line(t('form.floorArea', { floor: floorName(floor) }), remains.floors[floor.propertyPremiseId])}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
