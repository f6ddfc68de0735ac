const es = {
  staffIntro: 'Tickets de cada miembro del equipo por día, con filtros y exportación.',
  staffTable: 'Rendimiento del equipo',
  staffName: 'Miembro del equipo',
  date: 'Fecha',
  dayFrom: 'Desde',
  dayTo: 'Hasta',
  type: 'Tipo',
  allTypes: 'Todos los tipos',
  allStatuses: 'Todos los estados',
  reportsCount: 'Denuncias',
  supportCount: 'Soporte',
  noStaffRows: 'Ningún miembro del equipo cumple estos filtros',
};

export const staffTexts = {
  es,
  en: {
    staffIntro: 'Tickets per staff member and day, with filters and export.',
    staffTable: 'Staff performance',
    staffName: 'Staff member',
    date: 'Date',
    dayFrom: 'From',
    dayTo: 'To',
    type: 'Type',
    allTypes: 'All types',
    allStatuses: 'All statuses',
    reportsCount: 'Reports',
    supportCount: 'Support',
    noStaffRows: 'No staff member matches these filters',
  } satisfies Record<keyof typeof es, string>,
};
