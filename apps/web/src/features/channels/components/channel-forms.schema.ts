import {
  CHANNEL_LINK_PROBLEM_KEYS,
  parseChannelLink,
  zChannelAddBody,
  zChannelAssignBody,
  zChannelDeleteBody,
} from '@portal/shared';
import { z } from 'zod';

/**
 * The channel dialogs' forms, built from the shared call schemas so the rules and their
 * messages are the server's. The link is also read the way the server will read it, so a
 * video link or a /c/ address is refused while the user is still typing.
 */

export const zAddChannelForm = z.object({
  link: zChannelAddBody.shape.link.superRefine((link, context) => {
    const parsed = parseChannelLink(link);
    // An empty link already has its "please enter" message from the shared schema.
    if (!parsed.ok && parsed.problem !== 'empty') {
      context.addIssue({
        code: 'custom',
        message: `validation.${CHANNEL_LINK_PROBLEM_KEYS[parsed.problem]}`,
      });
    }
  }),
  // The select starts empty (''), which the shared enum refuses with its own message.
  category: z.string().pipe(zChannelAddBody.shape.category),
});

export const zAssignChannelForm = z.object({ member: zChannelAssignBody.shape.member });

export const zDeleteChannelForm = z.object({
  acknowledged: z.boolean().pipe(zChannelDeleteBody.shape.acknowledged),
  password: zChannelDeleteBody.shape.password,
});
