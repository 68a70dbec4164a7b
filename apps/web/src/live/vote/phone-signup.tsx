import { voteContract } from '@app/contract/vote';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveMutation } from '../kit/live-hooks.js';
import { showLiveToast } from '../kit/live-toast.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneField } from '../kit/phone-field.js';
import { PhotoPicker } from './vote-photo-picker.js';
import type { VoteContext } from './vote-view.js';

type Problems = Partial<Record<'name' | 'category' | 'video', string>>;

const isWebLink = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** A labelled row of picture tiles; the label opens the phone's picker. */
const PhotoField = ({ label, ...picker }: { label: string } & Parameters<typeof PhotoPicker>[0]) => (
  <div className="ph-field">
    <label htmlFor={picker.id}>{label}</label>
    <PhotoPicker {...picker} />
  </div>
);

/** A participant signs up as a candidate: name, category, cover, up to nine photos, a video link, an introduction. */
export const VoteSignup = ({ vote }: { vote: VoteContext }) => {
  const { t } = useTranslation('liveVote');
  const signup = useLiveMutation(voteContract.h5Signup, { stale: [voteContract.h5MySignup] });
  const { categories } = vote.home;
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [cover, setCover] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [video, setVideo] = useState('');
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Problems = {
      ...(!name.trim() && { name: t('nameRequired') }),
      ...(categories.length > 0 && !category && { category: t('categoryRequired') }),
      ...(video.trim() && !isWebLink(video.trim()) && { video: t('videoInvalid') }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    signup.mutate(
      {
        ticket: vote.ticket,
        name,
        category_id: category ? Number(category) : '',
        cover,
        images,
        video,
        description,
      },
      {
        onSuccess: () => {
          showLiveToast(t('signupSent'), 'success');
          vote.show({ name: 'mySignup' });
        },
      },
    );
  };
  return (
    <>
      <ScreenBar title={t('signup')} onBack={() => vote.show({ name: 'home' })} />
      <Panel>
        <form className="ph-form" onSubmit={submit} noValidate>
          <PhoneField
            id="signup-name"
            label={t('signupName')}
            required
            value={name}
            error={problems.name}
            maxLength={30}
            onChange={setName}
          />
          {categories.length > 0 && (
            <PhoneField
              id="signup-category"
              label={t('signupCategory')}
              required
              value={category}
              error={problems.category}
              options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={setCategory}
            />
          )}
          <PhotoField
            id="signup-cover"
            label={t('signupCover')}
            ticket={vote.ticket}
            max={1}
            value={cover ? [cover] : []}
            onChange={(urls) => setCover(urls[0] ?? '')}
          />
          <PhotoField
            id="signup-images"
            label={t('signupImages')}
            ticket={vote.ticket}
            max={9}
            value={images}
            onChange={setImages}
          />
          <PhoneField
            id="signup-video"
            label={t('signupVideo')}
            value={video}
            error={problems.video}
            inputMode="url"
            onChange={setVideo}
          />
          <PhoneField
            id="signup-description"
            label={t('signupDescription')}
            value={description}
            multiline
            maxLength={5000}
            onChange={setDescription}
          />
          <PhoneButton kind="primary" type="submit" block busy={signup.isPending}>
            {t('submitSignup')}
          </PhoneButton>
        </form>
      </Panel>
    </>
  );
};
