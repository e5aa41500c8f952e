import { SELF_ASSESSMENT_FORMS, type CategoryRow, type HouseCategory } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { TextField } from '../../shared/TextField';
import { DECIMAL, WHOLE, choiceProps, fileProps, optionsOf, textProps, type Binder } from './bindings';
import { categoryOptions, subCategoryOptions } from './categories';
import { CheckField, RadioField, Section, SelectField } from './fields';
import { FileField } from './FileField';
import { FORM_NAMES } from './formNames';

const FLAGS = ['houseTaxApplicable', 'waterTaxApplicable', 'sewerageConnectionAvailable'] as const;

/** What the property is: its use decides Form A or C; a non-residential one names its category. */
interface AssessmentProps {
  binder: Binder;
  categories: CategoryRow[];
  lang: Lang;
}

export function AssessmentSection({ binder, categories, lang }: AssessmentProps) {
  const { form, t } = binder;
  const { values } = form;
  const yesNo = optionsOf(t.choices.yesNo);
  return (
    <Section id="sa-assessment" title={t.sections.assessment}>
      <RadioField {...choiceProps(binder, 'houseCategory', optionsOf(t.choices.houseCategory))} />
      {values.houseCategory ? (
        <p className="sa-form-badge" data-testid="form-kind" role="status">
          {FORM_NAMES[lang][SELF_ASSESSMENT_FORMS[values.houseCategory as HouseCategory] ?? 'A']}
        </p>
      ) : null}
      {values.houseCategory === 'nonresidential' ? (
        <>
          <SelectField {...choiceProps(binder, 'category', categoryOptions(categories))} />
          <SelectField
            {...choiceProps(binder, 'subCategory', subCategoryOptions(categories, values.category))}
          />
        </>
      ) : null}
      <TextField {...textProps(binder, 'plotArea', true)} {...DECIMAL} />
      <SelectField {...choiceProps(binder, 'constType', optionsOf(t.choices.constType))} />
      <SelectField {...choiceProps(binder, 'occupancyStatus', optionsOf(t.choices.occupancyStatus))} />
      <RadioField {...choiceProps(binder, 'roadType', optionsOf(t.choices.roadType))} />
      <TextField {...textProps(binder, 'roadWidth', true)} {...DECIMAL} />
      <TextField {...textProps(binder, 'constructionYear', true)} {...WHOLE} />
      {FLAGS.map((flag) => (
        <RadioField key={flag} {...choiceProps(binder, flag, yesNo)} />
      ))}
      <CheckField
        name="isDisabled"
        label={t.labels.isDisabled}
        checked={values.isDisabled}
        onChange={(checked) => form.setFlag('isDisabled', checked)}
      />
      {values.isDisabled ? (
        <div className="sa-indent">
          <TextField {...textProps(binder, 'disabilityPercentage', true)} {...DECIMAL} />
          <FileField {...fileProps(binder, 'disabilityDocumentProof', true)} />
        </div>
      ) : null}
      <CheckField
        name="isExDefensePersonalWidow"
        label={t.labels.isExDefensePersonalWidow}
        checked={values.isExDefensePersonalWidow}
        onChange={(checked) => form.setFlag('isExDefensePersonalWidow', checked)}
      />
      {values.isExDefensePersonalWidow ? (
        <div className="sa-indent">
          <FileField {...fileProps(binder, 'exDefensePersonalDocumentProof', true)} />
        </div>
      ) : null}
    </Section>
  );
}
