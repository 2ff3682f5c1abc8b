// Issue 33: the bell's own text, apart from fr-notifications.ts so the shell, which every page
// loads, carries this one sentence and not the panel's and the mails' texts.
export const notificationsBellText = {
  bell: 'Notifications',
  bellUnread: (count: number) =>
    count === 0
      ? 'Notifications, aucune non lue'
      : count === 1
        ? 'Notifications, 1 non lue'
        : `Notifications, ${count} non lues`,
};
