import { addDays, brusselsTime, closedDays, openingHoursSchema, openSearchKeys, type PrestataireAddressRecord } from '@sam/contracts';

type OpenKeys = Pick<PrestataireAddressRecord, 'open_quarters' | 'open_minutes' | 'closed_days'>;

/**
 * A listing's open-now keys (issue 17, docs/decisions/0027-open-now.md): its open quarters and
 * minutes of the week, and the days its closures cover from `closuresFrom` on. Listings with the
 * same hours share one pair of arrays; a listing without hours or closures gets no key at all.
 */
export class OpeningKeys {
  private readonly byHours = new Map<string, Pick<OpenKeys, 'open_quarters' | 'open_minutes'>>();
  /** Yesterday in Brussels when the build started: the earliest day a search asks about ("open at" is today or later). */
  readonly closuresFrom = addDays(brusselsTime(new Date()).date, -1);

  of(hoursJson: string | null, closures: readonly { starts_on: string; ends_on: string }[]): OpenKeys {
    const keys: OpenKeys = {};
    if (hoursJson && hoursJson !== '[]') {
      let weekly = this.byHours.get(hoursJson);
      if (!weekly) {
        weekly = {};
        const hours = parseHours(hoursJson);
        const { open_quarters, open_minutes } = openSearchKeys(hours);
        if (open_quarters.length > 0) weekly.open_quarters = open_quarters;
        if (open_minutes.length > 0) weekly.open_minutes = open_minutes;
        this.byHours.set(hoursJson, weekly);
      }
      Object.assign(keys, weekly);
    }
    if (closures.length > 0) {
      const days = closedDays(
        closures.map((c) => ({ ...c, reason_fr: null, reason_nl: null })),
        this.closuresFrom,
      );
      if (days.length > 0) keys.closed_days = days;
    }
    return keys;
  }
}

function parseHours(json: string) {
  try {
    const parsed = openingHoursSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
