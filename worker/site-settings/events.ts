/** Settings → Site: `id` is the version the save, revert or logo upload created. */
declare module "../events/types" {
  interface DomainEvents {
    "site_settings.saved": { adminId: number; id: number };
    "site_settings.logo_added": { adminId: number; id: number };
    "site_settings.reverted": { adminId: number; id: number; revertedFrom: number };
  }
}

export {};
