import type { GradeStage } from '@app/contract';

type Contestant = NonNullable<GradeStage['contestant']>;

/** The organiser's field values in their columns' order (f1, f2 …); the screen's read carries no labels. */
const fieldValues = (values: Contestant['values']) =>
  Object.entries(values)
    .sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1)))
    .map(([, value]) => value.trim())
    .filter(Boolean);

type Props = { contestant: Contestant; showPhoto: boolean; compact?: boolean };

/** The contestant on stage, large: photo (or their first letter), name, group and fields. */
export const ScreenContestant = ({ contestant, showPhoto, compact = false }: Props) => {
  const fields = fieldValues(contestant.values);
  return (
    <div className={compact ? 'gs-contestant gs-contestant-compact' : 'gs-contestant'}>
      {showPhoto &&
        (contestant.photo ? (
          <img className="gs-photo" src={contestant.photo} alt="" />
        ) : (
          <span className="gs-photo gs-photo-letter" aria-hidden="true">
            {contestant.name.slice(0, 1)}
          </span>
        ))}
      <div className="gs-who">
        <h2 className="gs-name">{contestant.name}</h2>
        {contestant.group_name && <div className="gs-group">{contestant.group_name}</div>}
        {fields.length > 0 && (
          <ul className="gs-fields">
            {fields.map((value, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat, and their order is the columns'
              <li key={i}>{value}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};
