// Old properties (SPEC section 7): the records of the old tax register that properties are matched
// with. Amounts arrive in rupees (the form) and are kept in paise.
import type { Request, Response } from 'express';
import {
  oldPropertySchema,
  oldPropertyStream,
  rupeesToPaise,
  type OldPropertyInput,
  type OldPropertyRecord,
} from '@ptax/contracts';
import { findOldPropertyByPtin, listOldProperties } from '@ptax/projections';
import { handleCommand } from '../eventsourcing/commandHandler';
import { specRouter } from '../http/apiRouter';
import { badRequest, notFound } from '../http/errors';
import { parseWith } from '../http/validate';
import type { ModuleContext } from '../moduleContract';
import { fieldsOf, metadataOf, pageOf } from '../properties/requests';
import { OLD_PROPERTY_NOT_FOUND, oldPropertyDecider } from './decide';
import { oldPropertyIdOf } from './oldProperty';

const paise = (rupees: number | undefined) => (rupees === undefined ? 0 : rupeesToPaise(rupees));
const text = (value: string | null | undefined) => (value ? value : undefined);

export function recordOf(input: OldPropertyInput): OldPropertyRecord {
  const {
    PTINNo,
    oldArv,
    arrearsHouseTax,
    interestHouseTax,
    oldHouseTax,
    arrearsWaterTax,
    interestWaterTax,
    oldWaterTax,
    arrearsSewarageTax,
    interestSewerTax,
    oldSewerTax,
    arrearsTotalTax,
    ...rest
  } = input;
  const texts = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, typeof value === 'string' ? text(value) : value]),
  );
  const arrears = {
    housePaise: paise(arrearsHouseTax),
    waterPaise: paise(arrearsWaterTax),
    sewerPaise: paise(arrearsSewarageTax),
  };
  return JSON.parse(
    JSON.stringify({
      ...texts,
      ptinNo: oldPropertyIdOf(PTINNo),
      oldArvPaise: oldArv === undefined ? undefined : rupeesToPaise(oldArv),
      arrears,
      interest: {
        housePaise: paise(interestHouseTax),
        waterPaise: paise(interestWaterTax),
        sewerPaise: paise(interestSewerTax),
      },
      oldTax: {
        housePaise: paise(oldHouseTax),
        waterPaise: paise(oldWaterTax),
        sewerPaise: paise(oldSewerTax),
      },
      arrearsTotalPaise:
        arrearsTotalTax === undefined
          ? arrears.housePaise + arrears.waterPaise + arrears.sewerPaise
          : rupeesToPaise(arrearsTotalTax),
    }),
  ) as OldPropertyRecord;
}

export function oldPropertyRoutes(ctx: ModuleContext) {
  const { router, register } = specRouter(__filename);

  register('GET', 'oldProperties/byPTIN', async (req: Request, res: Response) => {
    const ptin = typeof req.query.ptin === 'string' ? req.query.ptin.trim() : '';
    if (!ptin) throw badRequest('PTIN number is required', { ptin: 'PTIN number is required' });
    const row = await findOldPropertyByPtin(ctx.pool, ptin);
    if (!row) throw notFound(OLD_PROPERTY_NOT_FOUND);
    res.json({ data: row });
  });

  register('GET', 'oldProperties', async (req, res) => {
    const fields = fieldsOf(req);
    const page = pageOf(fields);
    const str = (key: string) =>
      typeof fields[key] === 'string' && fields[key] !== '' ? (fields[key] as string) : undefined;
    const matching = str('matchingStatus');
    const { rows, total } = await listOldProperties(
      ctx.pool,
      {
        ptin: str('ptin') ?? str('PTINNo'),
        ownerName: str('ownerName'),
        matchingStatus: matching === 'matched' || matching === 'unmatched' ? matching : undefined,
      },
      page,
    );
    res.json({ data: rows, total, page: page.page, limit: page.limit });
  });

  register('POST', 'oldProperties/add', async (req, res) => {
    const record = recordOf(parseWith(oldPropertySchema, req.body));
    const oldPropertyId = record.ptinNo;
    const { position } = await handleCommand(
      ctx.store,
      oldPropertyStream(oldPropertyId),
      oldPropertyDecider,
      { type: 'RecordOldProperty', oldPropertyId, record, at: new Date(ctx.now()).toISOString() },
      metadataOf(req, 'AddOldProperty'),
    );
    await ctx.readYourWrites(position);
    res.status(201).json({ data: await findOldPropertyByPtin(ctx.pool, oldPropertyId) });
  });

  return router;
}
