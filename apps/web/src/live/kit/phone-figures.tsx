import './phone-kit.css';

type Figure = { label: string; value: number | string };

const shown = (value: number | string) => (typeof value === 'number' ? value.toLocaleString('en-US') : value);

/** A row of labelled figures (candidates, votes, visitors), each a small label over a large value. */
export const PhoneFigures = ({ figures }: { figures: readonly Figure[] }) => (
  <dl className="ph-figures">
    {figures.map(({ label, value }) => (
      <div key={label}>
        <dt>{label}</dt>
        <dd>{shown(value)}</dd>
      </div>
    ))}
  </dl>
);
