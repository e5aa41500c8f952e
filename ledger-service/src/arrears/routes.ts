// Arrears correction (SPEC sections 3, 5 and 7): POST properties/correctArrear/{id}, multipart with
// the revised taxes of an earlier financial year in rupees and an optional supporting document
// (PDF or image, checked by its content). CorrectArrears charges the year's accrued interest first,
// then sets the year's unpaid tax to the revised amounts. The reply is the year's new figures.
import type { Request } from 'express';
import {
  arrearsCorrectionSchema,
  heads,
  indiaDate,
  propertyStream,
  rupeesToPaise,
  type ArrearsCorrectionInput,
} from '@ptax/contracts';
import { BUSY_STREAM, handleCommand } from '../eventsourcing/commandHandler';
import { specRouter } from '../http/apiRouter';
import { badRequest, notFound } from '../http/errors';
import { assertInScope } from '../http/scope';
import { parseWith } from '../http/validate';
import type { CorrectArrears } from '../ledger/commands';
import { ledgerDecider } from '../ledger/decide';
import { rulesOn } from '../ledger/rules';
import type { ModuleContext } from '../moduleContract';
import { PROPERTY_NOT_FOUND } from '../properties/decide';
import { metadataOf, propertyIdOf } from '../properties/requests';
import { checkContents, filesOf, multipart, storeFiles } from '../properties/uploads';
import { presentLedger } from '../audit/ledgerView';

const UNEXPECTED_FILE = 'Only a supporting document can be attached';

/** The optional supporting document, checked by content; any other file field is refused. */
function supportingDocument(req: Request) {
  const files = filesOf(req);
  const others = Object.keys(files).filter((field) => field !== 'document');
  if (others.length > 0)
    throw badRequest(UNEXPECTED_FILE, Object.fromEntries(others.map((f) => [f, UNEXPECTED_FILE])));
  checkContents(files);
  return files;
}

function commandOf(id: string, input: ArrearsCorrectionInput, at: string): Omit<CorrectArrears, 'rules'> {
  return {
    type: 'CorrectArrears',
    propertyUniqueId: id,
    financialYear: input.finYear,
    revised: heads(
      rupeesToPaise(input.revisedArrearsHouseTax),
      rupeesToPaise(input.revisedArrearsWaterTax),
      rupeesToPaise(input.revisedArrearsSewerageTax),
    ),
    receiptNumber: input.receiptNumber,
    ...(input.remarks ? { remarks: input.remarks } : {}),
    at,
  };
}

export function arrearsRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  register('POST', 'properties/correctArrear/:id', multipart, async (req, res) => {
    const id = propertyIdOf(req.params.id);
    const input = parseWith(arrearsCorrectionSchema, req.body);
    const files = supportingDocument(req);
    const stream = propertyStream(id);
    const state = (await ctx.store.readStream(stream)).reduce(
      ledgerDecider.evolve,
      ledgerDecider.initialState,
    );
    if (state.property.status === 'absent') throw notFound(PROPERTY_NOT_FOUND);
    assertInScope(await ctx.scopeOf(req), state.property.details.zoneId, state.property.details.wardId);

    const at = new Date(ctx.now()).toISOString();
    const today = indiaDate(at);
    const { rules, offers } = await rulesOn(ctx.pool, today);
    const command: CorrectArrears = { ...commandOf(id, input, at), rules };
    ledgerDecider.decide(state, command); // a refusal comes before the document is stored
    const documentId = (await storeFiles(ctx.files, files)).document;
    const metadata = {
      ...metadataOf(req, 'CorrectArrears', input.remarks ?? undefined),
      ...(documentId ? { documentId } : {}),
    };
    const { position } = await handleCommand(
      ctx.store,
      stream,
      ledgerDecider,
      command,
      metadata,
      BUSY_STREAM,
    );
    await ctx.readYourWrites(position);

    const view = presentLedger(await ctx.store.readStream(stream), { asOf: today, rules, offers });
    res.json({
      data: {
        propertyUniqueId: id,
        finYear: input.finYear,
        receiptNumber: input.receiptNumber,
        remarks: input.remarks ?? null,
        documentId: documentId ?? null,
        year: view?.years.find((year) => year.financialYear === input.finYear) ?? null,
      },
    });
  });

  return router;
}
