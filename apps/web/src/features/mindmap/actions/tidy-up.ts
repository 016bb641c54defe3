import { Sparkles } from 'lucide-react';
import { tidyLayout } from '../model/tidy-layout';
import type { MapAction } from './map-action';

/** The whole map laid out again, shown whole. */
export const tidyUpAction: MapAction = {
  name: 'tidyUp',
  editorOnly: true,
  perform: (editor) => editor.rearrange(tidyLayout(editor.map)),
  toolbar: {
    kind: 'text',
    label: 'Tidy up',
    icon: Sparkles,
    hint: 'Lay the map out again so no node hides another',
  },
};
