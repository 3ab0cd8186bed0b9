import { daActionRequest, portCallCreateRequest } from '@portledger/contracts';
import { lineRules } from '../modules/das/line-rules.ts';
import type { CallState } from './play-step.ts';
import type { DemoRefs } from './refs.ts';
import type { CallPlan, Step } from './types.ts';
import { agents } from './world.ts';

/**
 * The request bodies of the demo's steps, built as the web app's forms would send them and
 * validated by the same contracts the API routes declare.
 */
/** The port call a principal saves, as the create form would send it (validated by the contract). */
export function createInput(plan: CallPlan, step: Extract<Step, { kind: 'create' }>, refs: DemoRefs) {
  const loading = plan.activities.some((a) => a.code === 'loading');
  const agent = plan.agent ? agents[plan.agent].company : null;
  return portCallCreateRequest.parse({
    request_type: 'appointment_with_pda_request',
    vessel_id: refs.vessel(plan.vessel) ?? null,
    voyage_no: plan.voyageNo,
    port_id: refs.port(plan.port) ?? null,
    terminal_id: refs.terminal(plan.port, plan.terminal) ?? null,
    previous_port_id: refs.port(plan.previousPort) ?? null,
    next_port_id: refs.port(plan.nextPort) ?? null,
    eta: step.eta,
    etd: step.etd,
    legal_entity_id: refs.legalEntity(plan.legalEntity) ?? null,
    agent_entity_id: agent ? (refs.agentCompany(agent) ?? null) : null,
    charterer_id: refs.charterer(plan.charterer) ?? null,
    charterer_nominated_agent: plan.nominationType === 'cna' ? agent : null,
    commodity_id: refs.commodity(plan.commodity) ?? null,
    quantity: plan.quantity,
    unit_id: refs.unit(plan.unit) ?? null,
    loading_terms: loading ? plan.terms : null,
    discharging_terms: loading ? null : plan.terms,
    cp_date: plan.cpDate,
    laycan_start: plan.laycan?.[0] ?? null,
    laycan_end: plan.laycan?.[1] ?? null,
    remarks: plan.remarks,
    agent_nomination_type: agent ? plan.nominationType : null,
    letter_type: agent ? 'appointment_letter' : null,
    activities: plan.activities.flatMap((a) => {
      const id = refs.activityType(a.code);
      if (!id) return [];
      const crewing = refs.crewingOption(a.crewingOption);
      return [
        {
          activity_type_id: id,
          crewing_option_id: crewing ?? null,
          crew_count: a.crewCount ?? null,
          crew_rank: a.crewRank ?? null,
        },
      ];
    }),
  });
}

/** A DA action's body: the plan's line edits as `cost_items_attributes`, new lines by catalogue item. */
export function daInput(
  state: CallState,
  step: Extract<Step, { kind: 'da' }>,
  refs: DemoRefs,
  lockVersion: number,
) {
  const { price, reason } = lineRules[step.action];
  const lines = (step.lines ?? []).map((edit) => {
    const id = state.lineIds[edit.line];
    return {
      ...(id === undefined ? { cost_item_id: refs.costItem(state.plan.lines[edit.line]!.item) } : { id }),
      ...(price && edit.price !== undefined ? { [price]: edit.price } : {}),
      ...(reason && edit.reason ? { [reason]: edit.reason } : {}),
      ...(edit.destroy ? { _destroy: true } : {}),
      ...(edit.comment ? { comments_attributes: [{ content: edit.comment }] } : {}),
    };
  });
  return daActionRequest.parse({
    lock_version: lockVersion,
    ...(lines.length ? { cost_items_attributes: lines } : {}),
    currency: step.currency,
    prefunding_requested_percent: step.prefundingRequested,
    prefunding_agreed_percent: step.prefundingAgreed,
    screening_summary: step.summary,
    query: step.query,
    answer: step.answer,
    decline_reason: step.declineReason,
  });
}
