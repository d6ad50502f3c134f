// Replaces @docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js in the browser bundle.
// The original reads the reader's preferred docs version from storage in an effect right after
// hydration and sets it every time, even when nothing is stored: an update in React's default lane,
// rendered in one piece, which re-rendered the docs version dropdown and the navbar in one long task
// as the page became interactive. Here the stored preference is set in a transition, and only when
// it differs from what the page rendered. The storage keys, the clean-up of a version that no longer
// exists and the exports are the original's.
import React, {startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/constants';
import {useAllDocsData, useDocsData, type GlobalPluginData, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {useThemeConfig, type ThemeConfig} from '@docusaurus/theme-common';
import {createStorageSlot, ReactContextError} from '@docusaurus/theme-common/internal';

type Persistence = ThemeConfig['docs']['versionPersistence'];
/** Each docs plugin's preferred version name; null when the reader has none (always, on the server). */
type PreferredVersionNames = Record<string, string | null>;
type ContextValue = {names: PreferredVersionNames; save: (pluginId: string, versionName: string) => void};

const storageSlot = (pluginId: string, persistence: Persistence) => createStorageSlot(`docs-preferred-version-${pluginId}`, {persistence});

/** The stored names; a name whose version the site no longer has is removed from storage. */
function storedNames(allDocsData: Record<string, GlobalPluginData>, persistence: Persistence): PreferredVersionNames {
  return Object.fromEntries(
    Object.entries(allDocsData).map(([pluginId, data]) => {
      const slot = storageSlot(pluginId, persistence);
      const name = slot.get();
      if (data.versions.some((version) => version.name === name)) return [pluginId, name];
      slot.del();
      return [pluginId, null];
    }),
  );
}

const Context = React.createContext<ContextValue | null>(null);

export function DocsPreferredVersionContextProvider({children}: {children: ReactNode}): ReactNode {
  const allDocsData = useAllDocsData();
  const persistence = useThemeConfig().docs.versionPersistence;
  const [names, setNames] = useState<PreferredVersionNames>(() =>
    Object.fromEntries(Object.keys(allDocsData).map((pluginId) => [pluginId, null])),
  );
  useEffect(() => {
    const stored = storedNames(allDocsData, persistence);
    startTransition(() =>
      setNames((rendered) => (Object.keys(stored).every((pluginId) => stored[pluginId] === rendered[pluginId]) ? rendered : stored)),
    );
  }, [allDocsData, persistence]);
  const save = useCallback(
    (pluginId: string, versionName: string) => {
      storageSlot(pluginId, persistence).set(versionName);
      setNames((current) => ({...current, [pluginId]: versionName}));
    },
    [persistence],
  );
  const value = useMemo(() => ({names, save}), [names, save]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

function usePreferredVersionContext(): ContextValue {
  const value = useContext(Context);
  if (!value) throw new ReactContextError('DocsPreferredVersionContextProvider');
  return value;
}

const versionNamed = (versions: GlobalVersion[], name: string | null | undefined): GlobalVersion | null =>
  versions.find((version) => version.name === name) ?? null;

/** The plugin's preferred version (null until the page has read storage, and when there is none) and its setter. */
export function useDocsPreferredVersion(pluginId: string = DEFAULT_PLUGIN_ID): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName: (versionName: string) => void;
} {
  const {versions} = useDocsData(pluginId);
  const {names, save} = usePreferredVersionContext();
  const savePreferredVersionName = useCallback((versionName: string) => save(pluginId, versionName), [save, pluginId]);
  return {preferredVersion: versionNamed(versions, names[pluginId]), savePreferredVersionName};
}

/** Every docs plugin's preferred version, by plugin id. */
export function useDocsPreferredVersionByPluginId(): Record<string, GlobalVersion | null> {
  const allDocsData = useAllDocsData();
  const {names} = usePreferredVersionContext();
  return Object.fromEntries(
    Object.entries(allDocsData).map(([pluginId, data]) => [pluginId, versionNamed(data.versions, names[pluginId])]),
  );
}
