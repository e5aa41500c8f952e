import type { MutationFeeComputation, MutationStatus } from '@ptax/contracts';
import type { Language } from '../documents';

// Presentation-ready input of the mutation acknowledgement and certificate: names and texts as they
// are printed (reason already in the paper's language), amounts in paise, days as YYYY-MM-DD.

export interface PaperPerson {
  name: string;
  fatherOrHusbandName?: string;
}

export interface MutationPaper {
  language: Language;
  cityName: string;
  mutationId: string;
  status: MutationStatus;
  /** ISO date-time. */
  requestedAt: string;
  property: { propertyUniqueId: string; address: string; zone: string; ward: string; mohalla: string };
  ownerBefore: PaperPerson;
  newOwner: PaperPerson & { mobile: string; houseNumber?: string; ptinNo?: string };
  reason: string;
  deedNumber: string;
  deedDate: string;
  documentValuePaise: number;
  marketValuePaise: number;
  documents: string[];
  fee: {
    computation: MutationFeeComputation;
    paidPaise: number;
    outstandingPaise: number;
    waivedPaise: number;
    refundedPaise: number;
  };
  /** The approval or rejection, once decided. */
  decision?: { decidedAt: string; decidedBy: string; remarks: string };
  /** The acknowledgement's QR: where the fee can be paid online (while some is due). */
  payUrl?: string;
  /** The certificate's QR: the property's public ledger, with its owner. */
  ledgerUrl?: string;
}
