import { type Expression, sql } from 'kysely';
import type { CategoryRow, CategoryRuleRow, GroupRow } from '../db/database';
import type { Executor } from './executor';

export interface GroupWithAdminRoles extends GroupRow {
  adminRoles: string[];
}

export interface CategoryWithRules extends CategoryRow {
  rules: CategoryRuleRow[];
  secondaryRules: CategoryRuleRow[];
}

/** Groups with their admin role keys, in one statement. */
function groupsWithAdminRoles(db: Executor) {
  return db
    .selectFrom('groups')
    .selectAll('groups')
    .select(
      sql<string[]>`coalesce(
        (select array_agg(group_admin_roles.role_key order by group_admin_roles.role_key)
           from group_admin_roles where group_admin_roles.group_key = groups.key),
        '{}')`.as('adminRoles'),
    );
}

/**
 * The group whose key is `groupKey` (an expression of the enclosing query), with its admin roles,
 * as one JSON value: `groupsWithAdminRoles` as a column of another table's select.
 */
export function groupWithAdminRolesOf(groupKey: Expression<string>) {
  return sql<GroupWithAdminRoles | null>`(
    select to_jsonb(g) || jsonb_build_object('adminRoles', coalesce(
      (select array_agg(r.role_key order by r.role_key)
         from group_admin_roles r where r.group_key = g.key),
      '{}'))
      from groups g where g.key = ${groupKey})`;
}

export function listGroups(db: Executor): Promise<GroupWithAdminRoles[]> {
  return groupsWithAdminRoles(db).orderBy('groups.position').orderBy('groups.key').execute();
}

export function findGroup(db: Executor, key: string): Promise<GroupWithAdminRoles | undefined> {
  return groupsWithAdminRoles(db).where('groups.key', '=', key).executeTakeFirst();
}

function withRules(categories: CategoryRow[], rules: CategoryRuleRow[]): CategoryWithRules[] {
  return categories.map((category) => {
    const own = rules.filter(
      (rule) => rule.group_key === category.group_key && rule.category_key === category.key,
    );
    return {
      ...category,
      rules: own.filter((rule) => !rule.is_secondary),
      secondaryRules: own.filter((rule) => rule.is_secondary),
    };
  });
}

/** Categories of the given groups (all groups when omitted), in display order. */
export async function listCategories(
  db: Executor,
  groupKeys?: readonly string[],
): Promise<CategoryWithRules[]> {
  if (groupKeys && groupKeys.length === 0) return [];
  let categoryQuery = db.selectFrom('categories').selectAll();
  let ruleQuery = db.selectFrom('category_rules').selectAll();
  if (groupKeys) {
    categoryQuery = categoryQuery.where('group_key', 'in', [...groupKeys]);
    ruleQuery = ruleQuery.where('group_key', 'in', [...groupKeys]);
  }
  const [categories, rules] = await Promise.all([
    categoryQuery.orderBy('group_key').orderBy('position').orderBy('key').execute(),
    ruleQuery.orderBy('position').orderBy('key').execute(),
  ]);
  return withRules(categories, rules);
}

export async function findCategory(
  db: Executor,
  groupKey: string,
  categoryKey: string,
): Promise<CategoryWithRules | undefined> {
  const categories = await listCategories(db, [groupKey]);
  return categories.find((category) => category.key === categoryKey);
}

export function listRoles(db: Executor) {
  return db.selectFrom('roles').select(['key', 'name']).orderBy('key').execute();
}
