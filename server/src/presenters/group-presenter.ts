import type { Category, Group, Role } from '@portal/shared/contract';
import type { Selectable } from 'kysely';
import type { CategoryRuleRow, RolesTable } from '../db/database';
import type { CategoryWithRules, GroupWithAdminRoles } from '../repositories/community-repository';

function presentRule(rule: CategoryRuleRow) {
  return { key: rule.key, prettyName: rule.pretty_name, description: rule.description };
}

export function presentCategory(category: CategoryWithRules): Category {
  return {
    key: category.key,
    title: category.title,
    description: category.description,
    infoOnly: category.info_only,
    ...(category.info_text ? { infoText: category.info_text } : {}),
    rules: category.rules.map(presentRule),
    secondaryRules: category.secondaryRules.map(presentRule),
    fields: category.fields,
    weight: category.weight,
  };
}

/**
 * Canned answers are staff tooling: only the group's admins receive them. A group without its own
 * inactivity minutes follows the portal's default (config `tickets.inactiveMinutesWarning`).
 */
export function presentGroup(
  group: GroupWithAdminRoles,
  categories: CategoryWithRules[],
  viewerAdministersGroup: boolean,
  inactiveMinutesDefault: number,
): Group {
  return {
    key: group.key,
    name: group.name,
    description: group.description,
    icon: group.icon,
    isWeb: group.is_web,
    ticketType: group.ticket_type === 1 ? 1 : 0,
    requireAttachments: group.require_attachments,
    welcomeMessage: group.welcome_message,
    adminRoles: group.adminRoles,
    precannedAnswers: viewerAdministersGroup ? group.precanned_answers : [],
    categories: categories
      .filter((category) => category.group_key === group.key)
      .map(presentCategory),
    inactiveMinutesWarning: group.inactive_minutes_warning ?? inactiveMinutesDefault,
  };
}

export function presentRole(role: Pick<Selectable<RolesTable>, 'key' | 'name'>): Role {
  return { key: role.key, name: role.name };
}
