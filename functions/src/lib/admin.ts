import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage, type Storage } from 'firebase-admin/storage';

/**
 * The one firebase-admin app of this process. Initialised on first use, not at import time, so that
 * loading the bundle (deploy-time discovery, unit tests) never touches credentials. Without options
 * initializeApp reads FIREBASE_CONFIG, which Cloud Functions and the Functions emulator both set, and
 * the SDKs follow FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST /
 * FIREBASE_STORAGE_EMULATOR_HOST locally.
 */
function adminApp(): App {
  return getApps().length ? getApp() : initializeApp();
}

export function adminFirestore(): Firestore {
  return getFirestore(adminApp());
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

export function adminStorage(): Storage {
  return getStorage(adminApp());
}
