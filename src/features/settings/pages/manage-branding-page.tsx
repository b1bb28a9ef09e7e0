import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import type { Asset } from '../../../domain/asset';
import { navContrast, navThemeFor, parseColour } from '../../../domain/nav-theme';
import type { BrandingSettings } from '../../../domain/settings/branding-settings';
import '../settings.css';
import { AdminPage } from '../../../components/admin-page';
import { useAssetsQuery } from '../../../data/assets/assets-api';
import { LibraryAssetPicker } from '../../../components/library-asset-picker';
import { FieldSection, SwitchField } from '../components/fields';
import { hasChanges } from '../../../components/save-changes-button';
import { SaveBar } from '../components/save-bar';
import { SettingsLoader } from '../components/settings-loader';
import { useSaveSettings } from '../components/use-save-settings';
import { Icon, type IconName } from '../../../components/icon';

/** The links of the sidebar preview, with the core pages' default icons. */
const PREVIEW_LINKS: readonly { label: string; icon: IconName }[] = [
  { label: 'Dashboard', icon: 'speedometer2' },
  { label: 'Downloads', icon: 'download' },
  { label: 'Tasks', icon: 'list-check' },
  { label: 'Forms', icon: 'ui-checks' },
];

type ImageField = 'logo' | 'invertedLogo' | 'iconLogo' | 'loginImage';

/** Branding stores image URLs (guests' login page cannot read the asset library): logos the small size, the background the large. */
const IMAGE_FIELDS: { field: ImageField; label: string; hint: string; size: 'small' | 'large' }[] = [
  { field: 'logo', label: 'Logo', hint: 'For light backgrounds.', size: 'small' },
  { field: 'invertedLogo', label: 'Inverted logo', hint: 'A light version for dark sidebars.', size: 'small' },
  { field: 'iconLogo', label: 'Icon logo', hint: 'A square mark for narrow spaces.', size: 'small' },
  { field: 'loginImage', label: 'Login background', hint: 'Shown behind the sign-in form.', size: 'large' },
];

function imageUrl(asset: Asset | undefined, size: 'small' | 'large'): string {
  return asset?.type === 'image' ? asset.data[size] : '';
}

function assetIdForUrl(assets: Asset[] | undefined, url: string): string {
  if (!url) return '';
  return assets?.find((asset) => asset.type === 'image' && Object.values(asset.data).includes(url))?.id ?? '';
}

/** '#rrggbb' for any colour parseColour reads; undefined otherwise. */
function normalisedHex(text: string): string | undefined {
  const rgb = parseColour(text);
  if (!rgb) return undefined;
  return `#${[rgb.r, rgb.g, rgb.b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The logo the sidebar would show: with the automatic option the inverted one on a dark colour. */
function previewLogo(branding: BrandingSettings, isDark: boolean): string {
  if (branding.autoLogo && isDark) return branding.invertedLogo || branding.logo;
  return branding.logo;
}

function SidebarPreview({ branding, colour }: { branding: BrandingSettings; colour: string }) {
  const theme = navThemeFor(colour);
  const logo = previewLogo(branding, theme === 'dark');
  return (
    <div
      className={`branding-preview branding-preview-${theme}`}
      style={{ background: colour }}
      aria-label={`Sidebar preview, ${theme} theme`}
      role="img"
    >
      <div className="branding-preview-logo">{logo ? <img src={logo} alt="" /> : <span>Your logo</span>}</div>
      {PREVIEW_LINKS.map(({ label, icon }, index) => (
        <div key={label} className={`branding-preview-link${index === 0 ? ' is-active' : ''}`}>
          <Icon name={icon} />
          {label}
        </div>
      ))}
    </div>
  );
}

function BrandingForm({ initial }: { initial: BrandingSettings }) {
  const [branding, setBranding] = useState(initial);
  const [colourText, setColourText] = useState(initial.navBgColor);
  const { save, isSaving } = useSaveSettings('branding');
  const { data: assets } = useAssetsQuery();
  const colour = normalisedHex(colourText);
  const set = (patch: Partial<BrandingSettings>) => setBranding({ ...branding, ...patch });
  const previewColour = colour ?? initial.navBgColor;
  const previewRgb = parseColour(previewColour);
  const contrast = previewRgb && navContrast(previewRgb);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!colour) return;
    void save({ ...branding, navBgColor: colour, navTheme: navThemeFor(colour) });
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Row className="g-4">
        <Col lg={8}>
          <Card body className="settings-card">
            <FieldSection
              title="Sidebar colour"
              description="Text turns light or dark automatically so it stays readable."
            >
              <Form.Group className="mb-3">
                <Form.Label htmlFor="nav-colour-hex">Colour</Form.Label>
                <div className="d-flex gap-2 align-items-start">
                  <Form.Control
                    type="color"
                    value={previewColour}
                    onChange={(event) => setColourText(event.target.value)}
                    aria-label="Pick the sidebar colour"
                    className="form-control-color flex-shrink-0"
                  />
                  <div className="flex-grow-1 branding-hex">
                    <Form.Control
                      id="nav-colour-hex"
                      value={colourText}
                      onChange={(event) => setColourText(event.target.value)}
                      isInvalid={!colour}
                      aria-describedby="nav-colour-hint"
                      spellCheck={false}
                    />
                    <Form.Control.Feedback type="invalid">
                      Enter a colour as #rrggbb, for example #198754
                    </Form.Control.Feedback>
                  </div>
                </div>
                <Form.Text id="nav-colour-hint">
                  Theme:{' '}
                  <strong>{navThemeFor(previewColour) === 'dark' ? 'dark (light text)' : 'light (dark text)'}</strong>
                  {contrast && (
                    <span
                      className={`d-block ${contrast.level === 'fails' || contrast.level === 'largeTextOnly' ? 'text-danger' : ''}`}
                    >
                      {contrast.message}
                    </span>
                  )}
                </Form.Text>
              </Form.Group>
            </FieldSection>
            <FieldSection title="Logos and images" description="Chosen from the asset library.">
              {IMAGE_FIELDS.map(({ field, label, hint, size }) => (
                <div key={field} className="settings-asset-row">
                  <LibraryAssetPicker
                    label={label}
                    value={assetIdForUrl(assets, branding[field])}
                    onChange={(assetId) =>
                      set({
                        [field]: imageUrl(
                          assets?.find((asset) => asset.id === assetId),
                          size,
                        ),
                      })
                    }
                  />
                  <Form.Text className="d-block mt-1">{hint}</Form.Text>
                </div>
              ))}
              <SwitchField
                label="Automatic logo"
                checked={branding.autoLogo}
                onChange={(autoLogo) => set({ autoLogo })}
                hint="Use the inverted logo when the sidebar colour is dark."
              />
            </FieldSection>
            <SaveBar isSaving={isSaving} isDirty={hasChanges({ ...branding, navBgColor: colour }, initial)} />
          </Card>
        </Col>
        <Col lg={4}>
          <div className="branding-preview-frame">
            <div className="small text-body-secondary mb-2">Preview</div>
            <SidebarPreview branding={branding} colour={previewColour} />
            {branding.loginImage && (
              <>
                <div className="small text-body-secondary mt-3 mb-2">Login background</div>
                <img src={branding.loginImage} alt="" className="branding-login-preview" />
              </>
            )}
          </div>
        </Col>
      </Row>
    </Form>
  );
}

export default function BrandingSettingsPage() {
  return (
    <AdminPage title="Branding" description="The sidebar colour, your logos and the sign-in background.">
      <SettingsLoader kind="branding" rows={5}>
        {(settings) => <BrandingForm initial={settings} />}
      </SettingsLoader>
    </AdminPage>
  );
}
