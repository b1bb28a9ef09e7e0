import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import { VIDEO_SOURCE_TYPES } from '../../../domain/constants';
import type { OnboardingSettings } from '../../../domain/settings/onboarding-settings';
import '../settings.css';
import { AdminPage } from '../../../components/admin-page';
import { FieldSection, SwitchField, TextField } from '../components/fields';
import { hasChanges } from '../../../components/save-changes-button';
import { useFieldProblems } from '../../../components/use-field-problems';
import { useDraft } from '../components/use-draft';
import { SaveBar } from '../components/save-bar';
import { SettingsLoader } from '../components/settings-loader';
import { useSaveSettings } from '../components/use-save-settings';
import { required } from '../../../domain/field-checks';

type VideoSource = OnboardingSettings['videoSourceType'];

const VIDEO_SOURCES: Record<
  VideoSource,
  { label: string; hint: string; placeholder: string; isValid: (code: string) => boolean; invalid: string }
> = {
  youTube: {
    label: 'YouTube',
    hint: 'The shortcode after "watch?v=" in the video\'s address, e.g. dQw4w9WgXcQ.',
    placeholder: 'dQw4w9WgXcQ',
    isValid: (code) => /^[\w-]{6,20}$/.test(code),
    invalid: 'Enter only the shortcode after "watch?v=", not the whole address',
  },
  vimeo: {
    label: 'Vimeo',
    hint: "The numeric id at the end of the video's address, e.g. 76979871.",
    placeholder: '76979871',
    isValid: (code) => /^\d+$/.test(code),
    invalid: 'A Vimeo id is a number',
  },
};

function onboardingProblems(onboarding: OnboardingSettings) {
  const source = VIDEO_SOURCES[onboarding.videoSourceType];
  return {
    'onboarding-title': required(onboarding.title, 'Enter a title'),
    'onboarding-video':
      onboarding.videoUrl.trim() && !source.isValid(onboarding.videoUrl.trim()) ? source.invalid : undefined,
  };
}

function OnboardingForm({ initial }: { initial: OnboardingSettings }) {
  const { save, isSaving } = useSaveSettings('onboarding');
  const { draft: onboarding, set } = useDraft(initial);
  const fieldProblems = useFieldProblems(() => onboardingProblems(onboarding));
  const source = VIDEO_SOURCES[onboarding.videoSourceType];

  return (
    <Form noValidate onSubmit={fieldProblems.handleSubmit(() => save(onboarding))}>
      <Card body className="settings-card">
        <FieldSection title="Welcome flow">
          <SwitchField
            label="Show onboarding"
            checked={onboarding.showOnboarding}
            onChange={(showOnboarding) => set({ showOnboarding })}
            hint="New users see the welcome page the first time they sign in."
          />
          <TextField
            id="onboarding-title"
            label="Title"
            required
            value={onboarding.title}
            onChange={(title) => set({ title })}
            error={fieldProblems.at('onboarding-title')}
          />
        </FieldSection>
        <FieldSection title="Greeting">
          <SwitchField
            label="Greet by name"
            checked={onboarding.showGreeting}
            onChange={(showGreeting) => set({ showGreeting })}
          />
          <div className="ms-5">
            <SwitchField
              label="Include the surname"
              checked={onboarding.showSurname}
              onChange={(showSurname) => set({ showSurname })}
            />
            <Row>
              <Col sm={6}>
                <TextField
                  id="onboarding-salutation"
                  label="Salutation"
                  value={onboarding.salutation}
                  onChange={(salutation) => set({ salutation })}
                  placeholder="Dear"
                />
              </Col>
            </Row>
            <p className="small text-body-secondary">
              Preview:{' '}
              <strong>
                {onboarding.showGreeting
                  ? `${onboarding.salutation || 'Dear'} Alex${onboarding.showSurname ? ' Morgan' : ''},`
                  : 'no greeting'}
              </strong>
            </p>
          </div>
          <TextField
            id="onboarding-message"
            label="Welcome message"
            rows={5}
            value={onboarding.description}
            onChange={(description) => set({ description })}
          />
          <SwitchField
            label="Show signature"
            checked={onboarding.showSignature}
            onChange={(showSignature) => set({ showSignature })}
            hint="Signs the message with the organiser's team name from the event details."
          />
        </FieldSection>
        <FieldSection title="Video">
          <Form.Group className="mb-3">
            <Form.Label as="div" id="video-source-label">
              Video source
            </Form.Label>
            <div role="radiogroup" aria-labelledby="video-source-label">
              {VIDEO_SOURCE_TYPES.map((type) => (
                <Form.Check
                  inline
                  key={type}
                  type="radio"
                  id={`video-source-${type}`}
                  name="videoSourceType"
                  label={VIDEO_SOURCES[type].label}
                  checked={onboarding.videoSourceType === type}
                  onChange={() => set({ videoSourceType: type })}
                />
              ))}
            </div>
          </Form.Group>
          <TextField
            id="onboarding-video"
            label={`${source.label} ${onboarding.videoSourceType === 'vimeo' ? 'video id' : 'shortcode'}`}
            value={onboarding.videoUrl}
            onChange={(videoUrl) => set({ videoUrl })}
            error={fieldProblems.at('onboarding-video')}
            hint={`${source.hint} Leave empty for no video.`}
            placeholder={source.placeholder}
          />
        </FieldSection>
        <SaveBar isSaving={isSaving} isDirty={hasChanges(onboarding, initial)} />
      </Card>
    </Form>
  );
}

export default function OnboardingSettingsPage() {
  return (
    <AdminPage
      title="Onboarding"
      description="The welcome page people see when they first sign in."
      aside={<p className="mb-0">A short video of the venue helps first-time exhibitors find their way.</p>}
    >
      <SettingsLoader kind="onboarding" rows={6}>
        {(settings) => <OnboardingForm initial={settings} />}
      </SettingsLoader>
    </AdminPage>
  );
}
