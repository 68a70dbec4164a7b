import './phone-kit.css';

type Props<K extends string> = {
  label: string;
  tabs: readonly { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
};

/** A row of tabs over a phone list (categories), scrolling sideways when they do not fit. */
export const PhoneTabs = <K extends string>({ label, tabs, active, onChange }: Props<K>) => (
  <div className="ph-tabs" role="tablist" aria-label={label}>
    {tabs.map((tab) => (
      <button
        key={tab.key}
        type="button"
        role="tab"
        className="ph-tab"
        aria-selected={tab.key === active}
        onClick={() => onChange(tab.key)}
      >
        {tab.label}
      </button>
    ))}
  </div>
);
