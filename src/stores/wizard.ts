import { persistentMap } from '@nanostores/persistent';

/**
 * The open-station wizard's choices. Persisted, so a reload or a detour through
 * the login dialog keeps them (spec: state survives a reload).
 */
export type WizardState = {
  countriesId?: string;
  packageId?: string;
  templateId?: string;
  color1?: string;
  color2?: string;
  color3?: string;
  siteName?: string;
};

export const $wizard = persistentMap<WizardState>('wizard:', {});

const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));

export function wizardChoice() {
  const w = $wizard.get();
  return {
    countriesId: num(w.countriesId),
    packageId: num(w.packageId),
    templateId: num(w.templateId),
    colors: w.color1 && w.color2 && w.color3 ? { color1: w.color1, color2: w.color2, color3: w.color3 } : undefined,
    siteName: w.siteName ?? '',
  };
}

/** Choosing another market starts over: packages and templates are per market. */
export function chooseCountry(id: number): void {
  if ($wizard.get().countriesId === String(id)) return;
  $wizard.set({ countriesId: String(id) });
}

export function choosePackage(id: number): void {
  $wizard.setKey('packageId', String(id));
}

export function chooseTemplate(id: number): void {
  $wizard.setKey('templateId', String(id));
}

export function chooseColors(c: { color1: string; color2: string; color3: string }): void {
  $wizard.set({ ...$wizard.get(), ...c });
}

export function setSiteName(name: string): void {
  $wizard.setKey('siteName', name);
}

/** After the item is in the cart the wizard is done. */
export function resetWizard(): void {
  $wizard.set({});
}
