/**
 * What the founder is told when the questionnaire version of their assessment had to change (rare):
 * apart from flow-copy.ts so that every page need not download it.
 */
export const versionCopy = {
  restarted: {
    title: 'The questionnaire has been updated',
    message: (dropped: number) =>
      dropped === 0
        ? 'You continue on the current version, with all your answers.'
        : `You continue on the current version with your answers. ${
            dropped === 1 ? 'One question you answered is' : `${dropped} questions you answered are`
          } no longer part of it.`,
  },
  adopted: {
    title: 'Your assessment continues',
    message: (dropped: number) =>
      `You continue on the version of the questionnaire you started. ${
        dropped === 1
          ? 'One answer to a question of another version was'
          : `${dropped} answers to questions of another version were`
      } set aside.`,
  },
} as const;
