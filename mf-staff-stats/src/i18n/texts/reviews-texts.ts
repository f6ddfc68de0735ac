const es = {
  myReviewsTitle: 'Mis valoraciones',
  myReviewsIntro: 'Lo que los jugadores opinan de tus respuestas.',
  averagePoints: 'Media',
  averageOutOf: '{{average}} de 5',
  reviewTotal_one: '{{count}} valoración',
  reviewTotal_other: '{{count}} valoraciones',
  distribution: 'Reparto de estrellas',
  distributionRow: '{{stars}}: {{count}}',
  reviewList: 'Valoraciones recibidas',
  noReviews: 'Todavía no tienes valoraciones.',
};

export const reviewsTexts = {
  es,
  en: {
    myReviewsTitle: 'My reviews',
    myReviewsIntro: 'What players think of your answers.',
    averagePoints: 'Average',
    averageOutOf: '{{average}} out of 5',
    reviewTotal_one: '{{count}} review',
    reviewTotal_other: '{{count}} reviews',
    distribution: 'Stars given',
    distributionRow: '{{stars}}: {{count}}',
    reviewList: 'Reviews received',
    noReviews: 'You have no reviews yet.',
  } satisfies Record<keyof typeof es, string>,
};
