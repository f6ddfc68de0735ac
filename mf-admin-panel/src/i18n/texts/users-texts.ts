const es = {
  usersIntro:
    'Quién abrió, atendió y resolvió más tickets en los días elegidos (UTC), con su valoración media en ellos.',
  leaderboards: 'Clasificaciones',
  openedBoard: 'Jugadores que más abrieron',
  openedBoardHint: 'Tickets y denuncias que abrieron; valoración: la media de las que escribieron.',
  handledBoard: 'Equipo que más atendió',
  handledBoardHint:
    'Tickets asignados en el periodo (tomados o asignados) que aún lleva; valoración: la media de las recibidas.',
  resolvedBoard: 'Equipo que más resolvió',
  resolvedBoardHint: 'Tickets que cerró; valoración: la media de las recibidas.',
  ticketCount_one: '{{amount}} ticket',
  ticketCount_other: '{{amount}} tickets',
  reviewAverage_one: '{{average}} de 5 ({{reviews}} valoración)',
  reviewAverage_other: '{{average}} de 5 ({{reviews}} valoraciones)',
  noReviews: 'Sin valoraciones',
  noLeaders: 'Nadie en estos días',
};

export const usersTexts = {
  es,
  en: {
    usersIntro:
      'Who opened, handled and resolved the most tickets on the chosen days (UTC), with their review average on them.',
    leaderboards: 'Leaderboards',
    openedBoard: 'Players who opened the most',
    openedBoardHint: 'Tickets and reports they opened; review: the average of those they wrote.',
    handledBoard: 'Staff who handled the most',
    handledBoardHint:
      'Tickets assigned in the period (taken or assigned) they still hold; review: the average of those received.',
    resolvedBoard: 'Staff who resolved the most',
    resolvedBoardHint: 'Tickets they closed; review: the average of those received.',
    ticketCount_one: '{{amount}} ticket',
    ticketCount_other: '{{amount}} tickets',
    reviewAverage_one: '{{average}} of 5 ({{reviews}} review)',
    reviewAverage_other: '{{average}} of 5 ({{reviews}} reviews)',
    noReviews: 'No reviews',
    noLeaders: 'No one on these days',
  } satisfies Record<keyof typeof es, string>,
};
