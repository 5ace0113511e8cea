import type { GuideCatalogue, GuideText } from './guide-content.types.ts';

/*
 * English guide texts. As docs/product.md §10.8 has it, this text states
 * a music volume of 15 % or more.
 */

const UPLOAD_RULES = [
  'Set the music volume to 15% or higher.',
  'Use only one track per video.',
  'We recommend videos and music of 35 seconds or longer.',
  'Set the music clip length to 60 seconds.',
  'If the volume is too low, the music may not be recognized and you may not be able to use it.',
];

const AUTH_RULES = [
  'Put the verification code in your channel description and publish it.',
  'Then come back to the portal and press Verify.',
  'Verification runs automatically and carries on even after you close the dialog.',
  'Review takes 1–2 business days.',
  'For unverified channels, use of the service and payment of music revenue are suspended.',
  'A channel on hold can ask for a re-review once a day; the request dialog says a new request is possible after 72 hours.',
];

function mobileUpload(os: 'android' | 'ios'): GuideText {
  const android = os === 'android';
  const phone = android ? 'Android phone' : 'iPhone';
  return {
    intro: `How to make a Short in the YouTube app on your ${phone} and add the music as you go. Uploading from your phone is the most reliable way to get the music recognized, so we strongly recommend it. Your earnings show up 2 days after you upload.`,
    sections: [
      {
        id: 'before',
        title: 'Before you start',
        points: [
          `Update the YouTube app to the latest version from the ${android ? 'Play Store' : 'App Store'}.`,
          'Sign in to the YouTube app with the account of the channel you registered and verified on the portal.',
          'Pick a track in the portal’s music list and note its title.',
        ],
      },
      {
        id: 'upload',
        title: 'Step by step',
        steps: [
          {
            title: 'Open the Shorts camera',
            text: `Tap + at the bottom of the app and choose “Create a Short”. The first time, ${android ? 'allow the camera and microphone permissions' : 'tap Allow when asked for camera and microphone access'}.`,
            figure: {
              id: 'phone-create',
              alt: 'Phone screen: tapping + at the bottom opens the Create a Short menu',
            },
          },
          {
            title: 'Set the length to 60 seconds',
            text: 'Tap the length button (it shows 15) on the right of the camera and switch it to 60 seconds. If 60 is not offered, see the time-limit guide.',
            figure: {
              id: 'phone-length',
              alt: 'Camera screen with the length button switched to 60 seconds',
            },
          },
          {
            title: 'Add the music',
            text: 'Tap “Add sound” at the top, search for the title of the track you picked on the portal and select it. Set the clip length to 60 seconds, and add only one track.',
            figure: {
              id: 'phone-add-sound',
              alt: 'Add sound screen with a search and one track selected',
            },
          },
          {
            title: 'Record or pick a video',
            text: `Tap the record button, or pick a video from your ${android ? 'gallery' : 'photo library (tap Allow the first time)'} at the bottom left. Make the video 35 seconds or longer.`,
            figure: {
              id: 'phone-record',
              alt: 'Camera screen whose progress bar has passed the 35-second mark',
            },
          },
          {
            title: 'Check the volume',
            text: 'In the editor, tap “Volume” and set the added sound to 15% or higher. If you keep the original sound too, make sure it does not drown out the music.',
            figure: {
              id: 'phone-volume',
              alt: 'Volume screen with the added sound set to 15% or higher',
            },
          },
          {
            title: 'Upload',
            text: 'Add a title and tap “Upload Short”. That’s it: your earnings appear on the dashboard and in the video report 2 days after you upload.',
            figure: {
              id: 'phone-upload',
              alt: 'Details screen with a title entered and the Upload Short button',
            },
          },
        ],
      },
      {
        id: 'volume',
        title: 'Volume and length',
        paragraphs: [
          'The music is recognized from the sound of your video. If the volume is too low, the music may not be recognized and you may not be able to use it, so keep the added sound at 15% or higher.',
          'Mixing several tracks in one video makes it hard to tell which one is playing. Use only one track, and make both the video and the music 35 seconds or longer for the most reliable recognition.',
        ],
        note: 'Set the music clip length to 60 seconds.',
      },
      {
        id: 'earnings',
        title: 'Seeing your earnings',
        paragraphs: [
          'Earnings from a Short uploaded on your phone appear on the dashboard and in the video report 2 days after upload.',
          'If they still do not show after 2 days, check that your channel is verified and that the volume and number of tracks follow the rules.',
        ],
      },
    ],
    rules: [
      ...UPLOAD_RULES,
      'Earnings show up 2 days after you upload.',
      'We strongly recommend uploading from your phone.',
    ],
  };
}

function mobileUnlock(os: 'android' | 'ios'): GuideText {
  const android = os === 'android';
  const store = android ? 'Play Store' : 'App Store';
  return {
    intro: `If the Shorts camera stops at 15 seconds, or the music is cut shorter than your video, the time limit needs lifting. Here is how to set both the recording length and the music clip length to 60 seconds on your ${android ? 'Android phone' : 'iPhone'}.`,
    sections: [
      {
        id: 'why',
        title: 'What is the time limit?',
        paragraphs: [
          'The Shorts camera starts out recording 15 seconds, and when you add a sound, the music clip is cut to that length too.',
          'The music is recognized best when the video and music run 35 seconds or longer, so switch both the recording length and the music clip length to 60 seconds.',
        ],
      },
      {
        id: 'unlock',
        title: 'Switch to 60 seconds',
        steps: [
          {
            title: 'Update the app',
            text: `Find YouTube in the ${store} and tap Update if it is shown. Older versions may not offer the 60-second setting.`,
            figure: {
              id: 'phone-app-update',
              alt: `The YouTube app in the ${store}, with the Update button being tapped`,
            },
          },
          {
            title: 'Record for 60 seconds',
            text: 'Open the camera with + → “Create a Short”, then tap the length button (15) and switch it to 60 seconds.',
            figure: {
              id: 'phone-length',
              alt: 'Camera screen with the length button switched to 60 seconds',
            },
          },
          {
            title: 'Make the music clip 60 seconds',
            text: 'Choose a track in “Add sound”, then on the trimming screen set the clip length to 60 seconds and tap Done.',
            figure: {
              id: 'phone-clip-60',
              alt: 'Music trimming screen with the clip length set to 60 seconds',
            },
          },
          {
            title: 'Check the length',
            text: 'Check that the progress bar now runs to 60 seconds. We recommend recording 35 seconds or more.',
            figure: {
              id: 'phone-record',
              alt: 'Camera screen whose progress bar runs past 35 seconds up to 60 seconds',
            },
          },
        ],
      },
      {
        id: 'troubleshoot',
        title: 'If 60 seconds is not offered',
        steps: android
          ? [
              {
                title: 'Clear the cache',
                text: 'Open your phone’s Settings → Apps → YouTube → Storage and tap “Clear cache”. Clear only the cache, not the data, and you stay signed in.',
                figure: {
                  id: 'phone-clear-cache',
                  alt: 'Storage screen of the YouTube app info with the Clear cache button being tapped',
                },
              },
              {
                title: 'Reopen the app',
                text: 'Close YouTube completely, open it again and check the length button in the Shorts camera. If it still is not there, contact your network’s manager.',
              },
            ]
          : [
              {
                title: 'Close the app completely',
                text: 'Swipe up from the bottom of the screen to see your open apps, swipe YouTube up to close it, then open it again.',
              },
              {
                title: 'Reinstall the app',
                text: 'Delete the YouTube app and install it again from the App Store; you will need to sign in again afterwards. If 60 seconds is still not offered, contact your network’s manager.',
              },
            ],
      },
    ],
    rules: UPLOAD_RULES,
  };
}

function channelAuth(device: 'mobile' | 'pc'): GuideText {
  const mobile = device === 'mobile';
  return {
    intro: mobile
      ? 'How to verify your channel using only your phone: copy the verification code on the portal, paste it into your channel description in the YouTube app, then come back to the portal and press Verify.'
      : 'How to verify your channel on a computer: copy the verification code on the portal, paste it into your channel description in YouTube Studio and publish, then come back to the portal and press Verify.',
    sections: [
      {
        id: 'steps',
        title: 'Step by step',
        steps: [
          {
            title: 'Copy the verification code',
            text: 'In Channel management on the portal, register your channel with its link and category. A verification code appears: press Copy.',
            figure: {
              id: mobile ? 'phone-portal-code' : 'desktop-portal-code',
              alt: 'Channel management on the portal, with the Copy button next to the verification code',
            },
          },
          mobile
            ? {
                title: 'Open the channel editor',
                text: 'In the YouTube app, tap “You” at the bottom right → “View channel”, then tap the pencil button to edit your channel.',
                figure: {
                  id: 'phone-channel-edit',
                  alt: 'Your channel page in the YouTube app, with the pencil edit button being tapped',
                },
              }
            : {
                title: 'Open Customization',
                text: 'Sign in to YouTube Studio (studio.youtube.com) in your browser, then open “Customization” in the left menu and the “Basic info” tab.',
                figure: {
                  id: 'desktop-studio-customize',
                  alt: 'YouTube Studio with Customization chosen in the left menu and the Basic info tab open',
                },
              },
          mobile
            ? {
                title: 'Paste into the description and save',
                text: 'Tap “Description”, paste the code and save. You can keep your existing description and simply add the code; saving publishes it straight away.',
                figure: {
                  id: 'phone-description',
                  alt: 'Channel description field with the verification code pasted and the Save button',
                },
              }
            : {
                title: 'Paste into the description and publish',
                text: 'Paste the code into the “Description” field and click “Publish” at the top right. You can keep your existing description and simply add the code.',
                figure: {
                  id: 'desktop-studio-description',
                  alt: 'Basic info tab with the code pasted into the description and the Publish button',
                },
              },
          {
            title: 'Come back and press Verify',
            text: 'Back on the portal, press Verify in Channel management. Verification runs automatically and carries on even after you close the dialog.',
            figure: {
              id: mobile ? 'phone-portal-verify' : 'desktop-portal-verify',
              alt: 'Verification dialog on the portal: after pressing Verify it shows Verifying',
            },
          },
          {
            title: 'Wait for the review',
            text: 'Once verified, your channel is reviewed, which takes 1–2 business days. Keep the code in your description until the review is finished.',
          },
        ],
      },
      {
        id: 'automatic',
        title: 'Verification runs by itself',
        paragraphs: [
          'When you press Verify, the portal checks your channel description for the code automatically. It carries on if you close the dialog or move to another page, and you can see the result in Channel management.',
          'Right after you save, the new description can take a moment to come through. If verification fails straight away, try again a little later.',
        ],
      },
      {
        id: 'failed',
        title: 'If verification fails',
        paragraphs: [
          'If you see “We could not complete channel verification. Please enter the code again.”, check the following and try again:',
        ],
        points: [
          'the whole code was pasted, exactly as shown;',
          `the description was ${mobile ? 'saved' : 'published'};`,
          'it is the description of the same channel you registered on the portal.',
        ],
      },
      {
        id: 'review',
        title: 'Review and re-review',
        paragraphs: [
          'Review takes 1–2 business days. For unverified channels, use of the service and payment of music revenue are suspended.',
          'If the review puts your channel on hold, you can ask for a re-review in Channel management. You can ask once a day; the request dialog says a new request is possible after 72 hours.',
        ],
      },
    ],
    rules: AUTH_RULES,
  };
}

export const guidesEn: GuideCatalogue = {
  locale: 'en',
  ui: {
    contents: 'On this page',
    sectionLink: 'Link to this section',
    rulesTitle: 'Rules to follow',
    relatedTitle: 'Related guides',
    chooseDevice: 'Where will you verify?',
    allGuides: 'All guides',
  },
  figure: {
    createShort: 'Create a Short',
    addSound: 'Add sound',
    search: 'Search',
    originalSound: 'Original sound',
    addedSound: 'Added sound',
    volume: 'Volume',
    done: 'Done',
    uploadShort: 'Upload Short',
    title: 'Title',
    copy: 'Copy',
    verificationCode: 'Verification code',
    verify: 'Verify',
    verifying: 'Verifying',
    description: 'Description',
    save: 'Save',
    publish: 'Publish',
    create: 'Create',
    uploadVideos: 'Upload videos',
    details: 'Details',
    visibility: 'Visibility',
    public: 'Public',
    customization: 'Customization',
    basicInfo: 'Basic info',
    clearCache: 'Clear cache',
    storage: 'Storage',
    update: 'Update',
    channelManagement: 'Channel management',
    music: 'Music',
    video: 'Video',
    review: 'Review',
    secondsSuffix: 's',
    minVolume: '15%',
  },
  home: {
    intro:
      'Music is recognized, and its revenue counted, only when it is added to your Shorts the right way. Find the upload guide for your device and learn how to verify your channel.',
    recommend:
      'We strongly recommend uploading with the YouTube app on your phone. After a mobile upload your earnings show up in 2 days; after a PC upload, recognizing the music alone takes 1–3 days.',
    uploadTitle: 'Uploading and removing the time limit',
    authTitle: 'Channel verification',
    summaries: {
      aosMobileUpload: 'Add the music and upload a Short in the YouTube app on Android',
      iosMobileUpload: 'Add the music and upload a Short in the YouTube app on iPhone',
      pcUpload: 'Add the music in your editor and upload with YouTube Studio',
      aosMobileUnlock: 'Raise the recording and music clip length to 60 seconds on Android',
      iosMobileUnlock: 'Raise the recording and music clip length to 60 seconds on iPhone',
      auths: 'Why channels are verified and how the review works',
      mobileAuth: 'Put the code in your channel description and verify, on your phone',
      pcAuth: 'Put the code in your channel description and verify, on a computer',
    },
    rules: [
      ...UPLOAD_RULES,
      'After a mobile upload, earnings show up in 2 days; after a PC upload, recognizing the music takes 1–3 days.',
    ],
  },
  guides: {
    aosMobileUpload: mobileUpload('android'),
    iosMobileUpload: mobileUpload('ios'),
    pcUpload: {
      intro:
        'How to edit a video on your computer and upload it with YouTube Studio. After a PC upload, the music takes 1–3 days to be recognized, so whenever you can, we strongly recommend uploading from your phone instead.',
      sections: [
        {
          id: 'prepare',
          title: 'Prepare the video',
          points: [
            'In your editor, add exactly one track from the portal.',
            'We recommend videos and music of 35 seconds or longer.',
            'Set the music clip length to 60 seconds.',
            'Export a vertical (9:16) video for Shorts.',
          ],
        },
        {
          id: 'volume',
          title: 'Music volume',
          paragraphs: [
            'Keep the music track in your editor at 15% volume or higher. If the volume is too low, the music may not be recognized and you may not be able to use it.',
            'When you add narration or sound effects, balance them so the music is not drowned out.',
          ],
          figure: {
            id: 'desktop-editor-volume',
            alt: 'Editor timeline with a video track and a single music track whose volume reads 15%',
          },
        },
        {
          id: 'upload',
          title: 'Step by step',
          steps: [
            {
              title: 'Open YouTube Studio',
              text: 'In your browser, sign in to YouTube Studio (studio.youtube.com) with the account of your verified channel, then click “Create” → “Upload videos” at the top right.',
              figure: {
                id: 'desktop-studio-create',
                alt: 'YouTube Studio with the Create button opened on Upload videos',
              },
            },
            {
              title: 'Choose the file and fill in the details',
              text: 'Select your edited video and enter a title and description. Do not add other music in YouTube’s editor: use only one track.',
              figure: {
                id: 'desktop-studio-details',
                alt: 'Details step of the upload dialog with a title and description being entered',
              },
            },
            {
              title: 'Publish as public',
              text: 'Under Visibility choose “Public”, then click “Publish”.',
              figure: {
                id: 'desktop-studio-publish',
                alt: 'Visibility step with Public selected and the Publish button being clicked',
              },
            },
          ],
        },
        {
          id: 'recognition',
          title: 'Recognition after upload',
          paragraphs: [
            'After a PC upload, recognizing the music takes 1–3 days. Revenue is counted once it has been recognized, so please bear with it.',
            'If it is still not recognized after 3 days, check that the volume is 15% or higher and that you used only one track. For your next videos, we strongly recommend uploading from your phone.',
          ],
        },
      ],
      rules: [
        ...UPLOAD_RULES,
        'After a PC upload, recognizing the music takes 1–3 days.',
        'We strongly recommend uploading from your phone.',
      ],
    },
    aosMobileUnlock: mobileUnlock('android'),
    iosMobileUnlock: mobileUnlock('ios'),
    auths: {
      intro:
        'Your channel must be verified before the music revenue its Shorts earn is counted and paid. Put the verification code from Channel management into your channel description, then press Verify.',
      sections: [
        {
          id: 'why',
          title: 'Why verify?',
          paragraphs: [
            'For unverified channels, use of the service and payment of music revenue are suspended. Once you register a channel, finish verifying it straight away.',
            'You only add the code to your channel description; nothing else about your channel changes.',
          ],
        },
        {
          id: 'flow',
          title: 'How it works',
          figure: {
            id: 'flow-verification',
            alt: 'Four-step flow: copy the code, paste it into the channel description and publish, press Verify, review',
          },
          steps: [
            {
              title: 'Register the channel',
              text: 'In Channel management, register your channel with its link and category.',
            },
            {
              title: 'Copy the verification code',
              text: 'A verification code appears once the channel is registered. Press Copy.',
            },
            {
              title: 'Put it in the description and publish',
              text: 'On YouTube, paste the code into your channel description and publish (save) it.',
            },
            {
              title: 'Press Verify',
              text: 'Come back to the portal and press Verify. Verification runs automatically and carries on even after you close the dialog.',
            },
            {
              title: 'Review',
              text: 'After verification your channel is reviewed, which takes 1–2 business days.',
            },
          ],
        },
        {
          id: 'status',
          title: 'Status at a glance',
          paragraphs: [
            'Channel management shows where each channel is in verification and review.',
          ],
          points: [
            'Pending verification: the code has not been checked yet — put it in and press Verify.',
            'Verifying: the portal is looking for the code in your description; this carries on after you close the dialog.',
            'Verification completed: the code was found and the channel moves on to review.',
            'Waiting for review: the channel is waiting for review (1–2 business days).',
            'On hold: more checks are needed; you can ask for a re-review.',
            'Approved: music revenue is counted.',
            'Rejected: the channel was not approved.',
          ],
        },
        {
          id: 're-review',
          title: 'Re-review of a channel on hold',
          paragraphs: [
            'If your channel is on hold, you can ask for a re-review in Channel management. You can ask once a day; the request dialog says a new request is possible after 72 hours.',
            'Before asking, check the code in your description and your channel details once more.',
          ],
        },
      ],
      rules: AUTH_RULES,
    },
    mobileAuth: channelAuth('mobile'),
    pcAuth: channelAuth('pc'),
  },
};
