import type { TicketType } from '@portal/shared/contract';
import type {
  CategoryFieldColumn,
  LocalizedTextColumn,
  PrecannedAnswerColumn,
} from '../db/database';

export interface DemoRule {
  key: string;
  prettyName: LocalizedTextColumn;
  description: LocalizedTextColumn;
}

export interface DemoCategory {
  key: string;
  title: LocalizedTextColumn;
  description: LocalizedTextColumn;
  infoOnly?: boolean;
  infoText?: LocalizedTextColumn;
  fields?: CategoryFieldColumn[];
  weight: number;
  rules?: DemoRule[];
  secondaryRules?: DemoRule[];
}

export interface DemoGroup {
  key: string;
  ticketType: TicketType;
  name: LocalizedTextColumn;
  description: LocalizedTextColumn;
  icon: string;
  isWeb: boolean;
  requireAttachments?: boolean;
  welcomeMessage: LocalizedTextColumn;
  adminRoles: string[];
  precannedAnswers: PrecannedAnswerColumn[];
  inactiveMinutesWarning: number;
  categories: DemoCategory[];
}
