// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace cosmos {

// The account key in the system keychain (the desktop's Secret Service, through
// QtKeychain), stored per endpoint and nowhere else: never in the model, the settings,
// logs, autosave or crash files. Without a keychain nothing is stored and the key is
// asked for each time.
class AccountKeychain {
public:
    // nullopt: no key stored for this endpoint, or no keychain on this desktop.
    static std::optional<QByteArray> read(const QString &endpoint);
    // false, with the keychain's reason, when it cannot keep the key.
    static bool store(const QString &endpoint, const QByteArray &key, QString *error);
    static void forget(const QString &endpoint);
};

} // namespace cosmos
