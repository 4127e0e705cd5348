/** The four promises of the shop (docs/product.md#home-page). */
import { home } from '../../i18n/home';

const ICONS = {
  satisfaction: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  service: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 4v5l3 2',
  payment: 'M5 11h14v9H5zM8 11V8a4 4 0 018 0v3',
  delivery: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zm10 0a2 2 0 100-4 2 2 0 000 4z',
} as const;

export function FeaturesBlock() {
  return (
    <section className="features" aria-labelledby="features-heading">
      <h2 id="features-heading" className="visually-hidden">
        {home.featuresHeading}
      </h2>
      <ul>
        {(Object.keys(ICONS) as (keyof typeof ICONS)[]).map((key) => (
          <li key={key}>
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <path
                d={ICONS[key]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
            </svg>
            <h3>{home.features[key].title}</h3>
            <p>{home.features[key].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
