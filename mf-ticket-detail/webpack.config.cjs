const { remoteWebpackConfig } = require('@portal/shared/federation');

module.exports = remoteWebpackConfig({
  name: 'mf_ticket_detail',
  dir: __dirname,
  exposes: { './TicketModal': './src/exposed/ticket-modal.tsx' },
  port: 3102,
});
