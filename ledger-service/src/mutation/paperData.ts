// A mutation's papers' data (paper.ts) from the read models: the mutation, the property's address,
// its zone, ward and mohalla, the corporation's name, and who decided (by name). The mobile number is
// printed masked: a paper travels.
import { MUTATION_REASON_NAMES } from '@ptax/contracts';
import { findProperty, listCities, type MutationRecord } from '@ptax/projections';
import { placeNames } from '../demands/bill';
import type { Language } from '../documents';
import { corporationNames } from '../documents/cityName';
import type { ModuleContext } from '../moduleContract';
import { maskMobile } from '../properties/publicRows';
import type { MutationPaper } from './paper';

const orUndefined = (value: string | null | undefined) => value ?? undefined;

async function deciderName(ctx: ModuleContext, email: string | null): Promise<string> {
  if (!email) return '';
  const official = await ctx.directory.findByEmail('official', email);
  return official ? `${official.username} (${official.accessName.toUpperCase()})` : email;
}

export async function mutationPaper(
  ctx: ModuleContext,
  m: MutationRecord,
  language: Language,
): Promise<MutationPaper> {
  const [cities, property, places, decidedBy] = await Promise.all([
    listCities(ctx.pool),
    findProperty(ctx.pool, m.propertyUniqueId),
    placeNames(ctx.pool, m.zoneId, m.wardId, m.mohallaId),
    deciderName(ctx, m.decidedBy),
  ]);
  const id = encodeURIComponent(m.propertyUniqueId);
  return {
    language,
    cityName: corporationNames(cities[0]?.corporationName ?? 'Nagar Nigam')[language],
    mutationId: m.mutationId,
    status: m.status,
    requestedAt: m.requestedAt,
    property: {
      propertyUniqueId: m.propertyUniqueId,
      address: property?.propertyAddress ?? '',
      zone: places.zone?.name ?? '',
      ward: places.ward ? `${places.ward.wardNo} - ${places.ward.wardFullname}` : '',
      mohalla: places.mohalla?.name ?? m.mohallaName ?? '',
    },
    ownerBefore: {
      name: m.previousOwnerName,
      fatherOrHusbandName: orUndefined(m.previousFatherName ?? m.previousHusbandName),
    },
    newOwner: {
      name: m.ownerName,
      fatherOrHusbandName: orUndefined(m.fatherName ?? m.husbandName),
      mobile: maskMobile(m.mobileNumber) ?? '',
      houseNumber: orUndefined(m.houseNumber),
      ptinNo: orUndefined(m.PTINNo),
    },
    reason: MUTATION_REASON_NAMES[m.reason][language],
    deedNumber: m.deedNumber,
    deedDate: m.deedDate,
    documentValuePaise: m.documentValuePaise,
    marketValuePaise: m.marketValuePaise,
    documents: m.documents.map((document) => document.name),
    fee: {
      computation: m.fee.computation,
      paidPaise: m.fee.paidPaise,
      outstandingPaise: m.fee.outstandingPaise,
      waivedPaise: m.fee.waivedPaise,
      refundedPaise: m.fee.refundedPaise,
    },
    ...(m.decidedAt ? { decision: { decidedAt: m.decidedAt, decidedBy, remarks: m.remarks ?? '' } } : {}),
    payUrl: `${ctx.publicUrl}/pay-online-tax/${id}`,
    ledgerUrl: `${ctx.publicUrl}/ledger/${id}`,
  };
}
