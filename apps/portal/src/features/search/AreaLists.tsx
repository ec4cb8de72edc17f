import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SearchLocale } from '@sam/contracts';
import { AREA_LEVELS, isAreaZone, LAYER_OF_LEVEL, type AreaLevelName, type SearchZone } from '@sam/search-map';
import { areaDirectory } from './areas';
import type { DirectoryRenderState } from './directory-widget';
import { focusResultsHeading } from './results-focus';
import { loadZone } from './zone-cache';
import styles from './Search.module.css';

type Chosen = Partial<Record<AreaLevelName, string>>;

const LEVEL_OF_LAYER = Object.fromEntries(Object.entries(LAYER_OF_LEVEL).map(([level, layer]) => [layer, level])) as Record<string, AreaLevelName | undefined>;

function chosenOf(zone: SearchZone | null): Chosen {
  if (!zone || !isAreaZone(zone)) return {};
  const level = LEVEL_OF_LAYER[zone.layer];
  return level ? areaDirectory.ancestry(level, zone.id) : {};
}

/**
 * The keyboard and screen-reader way to the map's areas (spec §3): province → arrondissement →
 * commune → quartier from native lists, then the same zone search as a click on the map.
 */
export function AreaLists({ locale, directory }: { locale: SearchLocale; directory: DirectoryRenderState }) {
  const intl = useIntl();
  const id = useId();
  const { zone, state, refine } = directory;
  const zoneKey = zone && isAreaZone(zone) ? `${zone.layer}:${zone.id}` : '';
  const [chosen, setChosen] = useState<Chosen>(() => chosenOf(zone));
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  // Another way of choosing a zone (map, address, back/forward) resets the lists to it.
  const [shownZone, setShownZone] = useState(zoneKey);
  if (zoneKey !== shownZone) {
    setShownZone(zoneKey);
    setChosen(chosenOf(zone));
  }

  const choose = (level: AreaLevelName, value: string) => {
    const next: Chosen = {};
    for (const l of AREA_LEVELS) {
      if (l === level) {
        if (value) next[l] = value;
        break;
      }
      next[l] = chosen[l];
    }
    setChosen(next);
  };

  const deepest = [...AREA_LEVELS].reverse().find((level) => chosen[level]);
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!deepest) return;
    const wanted = `${LAYER_OF_LEVEL[deepest]}:${chosen[deepest]}`;
    setBusy(true);
    setError(false);
    try {
      if (!(await loadZone(wanted))) throw new Error(wanted);
      refine({ ...state, map: { show: state.map.show, zone: wanted } });
      // The button is done: the visitor goes on with the results of the zone.
      focusResultsHeading();
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.areaLists} onSubmit={apply} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.facetTitle}>
        <FormattedMessage id="search.areas.title" />
      </h3>
      <p className={styles.hint}>
        <FormattedMessage id="search.areas.hint" />
      </p>
      {AREA_LEVELS.map((level, i) => {
        const parent = i === 0 ? null : chosen[AREA_LEVELS[i - 1]];
        if (i > 0 && !parent) return null;
        const options = areaDirectory.list(level, locale, i === 0 ? undefined : parent);
        if (options.length === 0) return null;
        return (
          <div key={level} className={styles.field}>
            <label htmlFor={`${id}-${level}`}>
              <FormattedMessage id={`search.facet.${level}`} />
            </label>
            <select id={`${id}-${level}`} value={chosen[level] ?? ''} onChange={(e) => choose(level, e.target.value)}>
              <option value="">{intl.formatMessage({ id: 'search.areas.any' })}</option>
              {options.map((area) => (
                <option key={area.id} value={area.id}>
                  {area[locale]}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <button type="submit" className={styles.secondaryButton} disabled={busy}>
        <FormattedMessage id="search.areas.apply" />
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          <FormattedMessage id="search.areas.error" />
        </p>
      ) : null}
    </form>
  );
}
