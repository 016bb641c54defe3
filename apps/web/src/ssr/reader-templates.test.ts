import type { User } from '@codegrow/shared/schemas/user';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { viewerKey } from '../lib/viewer-key';
import { asStandIn, cutAtMarks, fillIn, standInFor, templateKey } from './reader-templates';

const reader = (id: number, name: string | null, photo: string | null = null): User => ({
  id,
  name,
  email: `reader${id}@example.org`,
  role: 'user',
  subscription_status: 'active',
  subscription_expiry: null,
  subscription_source: 'paid',
  complimentary_reason: null,
  photo_url: photo,
  profilePicture: null,
  authProvider: 'local',
  firebaseUid: null,
  emailVerified: true,
  ban: null,
  created_at: `2026-11-0${id}T10:00:00.000Z`,
});

/** The page's answers as its loaders leave them: an article with the reader's like. */
function answers(viewer: User, liked: boolean) {
  const client = new QueryClient();
  client.setQueryData(['blogs', 'detail', viewerKey(viewer), 20], { id: 20, isLiked: liked });
  client.setQueryData(['paths', 'places', 20], []);
  return dehydrate(client);
}

/** A template filled in for `viewer`, as the text its bytes are. */
const filled = (parts: Buffer[] | null, viewer: User) =>
  Buffer.concat(fillIn(parts ?? [], viewer)).toString();

/** What a render of the header does with the reader's name. */
const header = (viewer: User) => `<span class="truncate">${viewer.name}</span>`;

describe('reader templates', () => {
  it('fill in each reader’s own words, written as React writes text', () => {
    const parts = cutAtMarks(header(standInFor(reader(1, 'Ada'))));
    expect(parts).not.toBeNull();
    expect(filled(parts, reader(2, `Zoë & <Ann> "Q" O'Neil`))).toBe(
      '<span class="truncate">Zoë &amp; &lt;Ann&gt; &quot;Q&quot; O&#x27;Neil</span>',
    );
    expect(filled(parts, reader(3, 'রহিম উদ্দিন'))).toBe('<span class="truncate">রহিম উদ্দিন</span>');
  });

  it('refuse a render that cut a mark or took a letter of it', () => {
    const standIn = standInFor(reader(1, 'Ada'));
    expect(cutAtMarks(`<b>${(standIn.name ?? '').charAt(0)}</b>`)).toBeNull();
    expect(cutAtMarks(`<b>${(standIn.name ?? '').slice(0, 3)}</b>`)).toBeNull();
    expect(cutAtMarks(`<b>${(standIn.name ?? '').toUpperCase()}</b>`)).toBeNull();
  });

  it('leave a missing word missing: no photo is part of the key, not a mark', () => {
    expect(standInFor(reader(1, 'Ada')).photo_url).toBeNull();
    expect(standInFor(reader(1, 'Ada', 'https://cdn.example.org/a.png')).photo_url).not.toBeNull();
  });

  it('share one key between readers who see the page alike, and not with one who liked it', () => {
    const [ada, bob, cyd] = [reader(1, 'Ada'), reader(2, 'Bob'), reader(3, 'Cyd')];
    const key = (viewer: User, liked: boolean) =>
      templateKey('/blog/20', viewer, answers(viewer, liked));
    expect(key(ada, false)).toBe(key(bob, false));
    expect(key(cyd, true)).not.toBe(key(ada, false));
    expect(key(ada, false)).not.toBe(templateKey('/blog/21', ada, answers(ada, false)));
    expect(key(ada, false)).not.toBe(key(reader(4, null), false));
  });

  it('give the stand-in the reader’s answers under its own query keys', () => {
    const ada = reader(1, 'Ada');
    const { queries } = asStandIn(answers(ada, true), ada);
    const standInKey = viewerKey(standInFor(ada));
    expect(queries.map(({ queryHash }) => queryHash)).toEqual([
      JSON.stringify(['blogs', 'detail', standInKey, 20]),
      JSON.stringify(['paths', 'places', 20]),
    ]);
  });
});
