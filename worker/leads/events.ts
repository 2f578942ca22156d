import type { ContactChannel, LeadStage } from "#core/taxonomies/lead-desk";

/**
 * The lead desk's events: who handles a lead (null: nobody), its stage, its follow-up, a WhatsApp
 * chat or call staff confirmed (`messageId`: its entry in the thread), and its settings.
 */
declare module "../events/types" {
  interface DomainEvents {
    "inquiry.assigned": { adminId: number; id: number; assigneeId: number | null };
    "inquiry.stage_changed": { adminId: number; id: number; from: LeadStage; to: LeadStage };
    "inquiry.follow_up_set": { adminId: number; id: number; on: string | null };
    "inquiry.contacted": { adminId: number; id: number; channel: ContactChannel; messageId: number };
    "lead_desk.settings_saved": { adminId: number };
  }
}
