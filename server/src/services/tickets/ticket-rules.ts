import { type CreateTicketBody, ERROR_CODES, TICKET_TYPE } from '@portal/shared/contract';
import { unprocessable } from '../../errors/app-error';
import type {
  CategoryWithRules,
  GroupWithAdminRoles,
} from '../../repositories/community-repository';

export type ClientKind = 'web' | 'game';

export function assertGroupOffered(
  group: GroupWithAdminRoles | undefined,
  groupKey: string,
  type: 0 | 1,
  client: ClientKind,
): asserts group is GroupWithAdminRoles {
  if (!group) {
    throw unprocessable(
      ERROR_CODES.groupNotFound,
      `The group "${groupKey}" does not exist.`,
      'group',
    );
  }
  if (group.ticket_type !== type) {
    const expected = group.ticket_type === TICKET_TYPE.report ? 'reports' : 'support tickets';
    throw unprocessable('ticket.wrongType', `The group "${groupKey}" takes ${expected}.`, 'type');
  }
  if (group.is_web !== (client === 'web')) {
    throw unprocessable(
      'ticket.groupNotOffered',
      client === 'web'
        ? `The group "${groupKey}" is for the in-game browser; choose a web group.`
        : `The group "${groupKey}" is for the website; choose an in-game group.`,
      'group',
    );
  }
}

export function assertCategoryUsable(
  category: CategoryWithRules | undefined,
  body: Pick<CreateTicketBody, 'group' | 'category'>,
): asserts category is CategoryWithRules {
  if (!category) {
    throw unprocessable(
      ERROR_CODES.categoryNotFound,
      `The category "${body.category}" does not belong to the group "${body.group}".`,
      'category',
    );
  }
  if (category.info_only) {
    throw unprocessable(
      'ticket.categoryInfoOnly',
      `The category "${body.category}" is for information only; it does not take tickets.`,
      'category',
    );
  }
}

/** Each of the category's fields: required ones filled, none longer than its own limit. */
export function assertFieldsValid(
  category: CategoryWithRules,
  inputFields: Record<string, string>,
) {
  for (const title of Object.keys(inputFields)) {
    if (!category.fields.some((field) => field.title === title)) {
      throw unprocessable(
        'ticket.unknownField',
        `The field "${title}" does not belong to this category.`,
        `inputFields.${title}`,
      );
    }
  }
  for (const field of category.fields) {
    const value = inputFields[field.title] ?? '';
    if (field.required && value.trim() === '') {
      throw unprocessable(
        'ticket.fieldRequired',
        `The field "${field.title}" is required.`,
        `inputFields.${field.title}`,
      );
    }
    if (value.length > field.maxLength) {
      throw unprocessable(
        'ticket.fieldTooLong',
        `The field "${field.title}" has at most ${field.maxLength} characters.`,
        `inputFields.${field.title}`,
      );
    }
  }
}

export function assertAttachmentsGiven(
  group: GroupWithAdminRoles,
  attachments: string[] | undefined,
) {
  if (group.require_attachments && (attachments ?? []).length === 0) {
    throw unprocessable(
      'ticket.attachmentsRequired',
      'This group needs at least one attachment.',
      'attachments',
    );
  }
}
