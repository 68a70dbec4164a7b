import './grade-phone.css';

/** A contestant's photo, or their first letter on the theme colour when they have none. */
export const ContestantPhoto = ({ name, photo, large = false }: { name: string; photo: string; large?: boolean }) => {
  const className = large ? 'gd-photo gd-photo-large' : 'gd-photo';
  return photo ? (
    <img className={className} src={photo} alt="" />
  ) : (
    <span className={`${className} gd-photo-letter`} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
};
