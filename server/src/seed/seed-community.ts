import type { Executor } from '../repositories/executor';
import { DEMO_ROLES } from './demo-accounts';
import { inGameReportsGroup, webReportsGroup } from './demo-report-groups';
import { inGameSupportGroup, webEventsGroup, webSupportGroup } from './demo-support-groups';
import type { DemoCategory, DemoGroup, DemoRule } from './demo-types';

export const DEMO_GROUPS: DemoGroup[] = [
  webSupportGroup,
  inGameSupportGroup,
  webReportsGroup,
  inGameReportsGroup,
  webEventsGroup,
];

const json = (value: unknown) => JSON.stringify(value);

/** Roles, groups, categories and rules; rows that already exist are left as they are. */
export async function seedCommunity(db: Executor): Promise<void> {
  await db
    .insertInto('roles')
    .values(DEMO_ROLES.map((role) => ({ key: role.key, name: json(role.name) })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  for (const [position, group] of DEMO_GROUPS.entries()) {
    await seedGroup(db, group, position);
  }
}

async function seedGroup(db: Executor, group: DemoGroup, position: number): Promise<void> {
  await db
    .insertInto('groups')
    .values({
      key: group.key,
      ticket_type: group.ticketType,
      name: json(group.name),
      description: json(group.description),
      icon: group.icon,
      is_web: group.isWeb,
      require_attachments: group.requireAttachments ?? false,
      welcome_message: json(group.welcomeMessage),
      precanned_answers: json(group.precannedAnswers),
      inactive_minutes_warning: group.inactiveMinutesWarning,
      position,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db
    .insertInto('group_admin_roles')
    .values(group.adminRoles.map((role) => ({ group_key: group.key, role_key: role })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  for (const [categoryPosition, category] of group.categories.entries()) {
    await seedCategory(db, group.key, category, categoryPosition);
  }
}

async function seedCategory(
  db: Executor,
  groupKey: string,
  category: DemoCategory,
  position: number,
): Promise<void> {
  await db
    .insertInto('categories')
    .values({
      group_key: groupKey,
      key: category.key,
      title: json(category.title),
      description: json(category.description),
      info_only: category.infoOnly ?? false,
      info_text: category.infoText ? json(category.infoText) : null,
      fields: json(category.fields ?? []),
      weight: category.weight,
      position,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const rules = [
    ...(category.rules ?? []).map((rule, index) => ruleRow(groupKey, category, rule, false, index)),
    ...(category.secondaryRules ?? []).map((rule, index) =>
      ruleRow(groupKey, category, rule, true, index),
    ),
  ];
  if (rules.length === 0) return;
  await db
    .insertInto('category_rules')
    .values(rules)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

function ruleRow(
  groupKey: string,
  category: DemoCategory,
  rule: DemoRule,
  isSecondary: boolean,
  position: number,
) {
  return {
    group_key: groupKey,
    category_key: category.key,
    key: rule.key,
    is_secondary: isSecondary,
    pretty_name: json(rule.prettyName),
    description: json(rule.description),
    position,
  };
}
