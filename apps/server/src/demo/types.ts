import type { DaAction, PortCallStatus } from '@portledger/contracts';
import type { AgentName, PrincipalName } from './world.ts';

/**
 * A planned port call: plain data (names and codes, no ids), computed from a seed and a date
 * only. The demo plays it through the use cases; a bulk generator can write the same story with
 * set-based SQL. Line edits refer to `lines` by index.
 */
export type Actor = PrincipalName | AgentName | 'operator';
export type DaDocument = 'pda' | 'fda';

/** What a line holds once the story is over (what the use cases will have stored). */
export interface LinePlan {
  item: string;
  pda: { quoted: string; screened: string | null; agreed: string | null } | null;
  fda: { quoted: string; screened: string | null; agreed: string | null } | null;
}

export interface LineEdit {
  line: number;
  /** The price the action owns (quoted, screened or agreed). */
  price?: string;
  comment?: string;
  /** The reason key the action owns (an FDA variance reason), if any. */
  reason?: string;
  /** Takes the line off the document being edited. */
  destroy?: boolean;
}

interface StepBase {
  at: Date;
  by: Actor;
}
export type Step = StepBase &
  (
    | { kind: 'create'; eta: string; etd: string }
    | { kind: 'edit'; eta: string; etd: string }
    | { kind: 'transition'; action: 'submit' | 'accept' | 'decline' | 'cancel'; reason?: string }
    | {
        kind: 'da';
        action: DaAction;
        lines?: LineEdit[];
        currency?: string;
        prefundingRequested?: string;
        prefundingAgreed?: string;
        summary?: string;
        query?: string;
        answer?: string;
        declineReason?: string;
      }
    | { kind: 'comment'; line: number; document: DaDocument; content: string }
    | { kind: 'instructions'; document: DaDocument; dueOn: string; mode: string; account: string }
    | { kind: 'check' | 'revoke' | 'confirm'; document: DaDocument }
    /** `share` of the payment's amount; 1 pays what remains. */
    | { kind: 'transfer'; document: DaDocument; share: number; on: string }
  );

export interface ActivityPlan {
  code: string;
  crewingOption?: string;
  crewCount?: number;
  crewRank?: string;
}

export interface CallPlan {
  key: string;
  target: PortCallStatus;
  creator: PrincipalName;
  agent: AgentName | null;
  legalEntity: string | null;
  charterer: string | null;
  vessel: string;
  voyageNo: string | null;
  port: string;
  terminal: string | null;
  previousPort: string | null;
  nextPort: string | null;
  eta: Date;
  etd: Date;
  commodity: string;
  quantity: string;
  unit: string;
  activities: ActivityPlan[];
  nominationType: 'ona' | 'cna';
  /** Charter party particulars, when a charterer is named. */
  cpDate: string | null;
  laycan: [string, string] | null;
  terms: string;
  remarks: string | null;
  currency: string;
  lines: LinePlan[];
  steps: Step[];
}
