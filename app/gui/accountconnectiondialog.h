// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QString>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace cosmos {

// Where to import from: remembered between runs in the settings, without the key.
struct AccountProfile {
    QString endpoint;
    QString database;
    int sample = 1000;
    bool allowSelfSigned = false;

    static AccountProfile last();
    void remember() const;
};

// Where File › Import › From Azure Cosmos DB… and Model › Deploy, Compare and Measure
// connect: the endpoint, database and key (and the sample size for an import, the
// permission to write for a measurement), checked as they are typed with the CLI's
// rules; the key is filled in from the system keychain when one holds it, and may be
// kept there.
class AccountConnectionDialog : public QDialog {
    Q_OBJECT

public:
    enum class Purpose { Import, Deploy, Compare, Measure };

    explicit AccountConnectionDialog(Purpose purpose = Purpose::Import, QWidget *parent = nullptr);

    AccountProfile profile() const;
    QByteArray key() const;
    bool rememberKey() const;
    // Measure: the user agreed that write patterns run in a scratch container.
    bool allowWrites() const;
    // After Accepted: the profile into the settings, the key into the keychain (or out
    // of it, when no longer to be kept). A message for the status bar when the keychain
    // could not keep it; empty otherwise.
    QString keepChoices() const;

private:
    void validate();
    void fillKeyFromKeychain();

    QLineEdit *m_endpoint;
    QLineEdit *m_database;
    QLineEdit *m_key;
    QCheckBox *m_rememberKey;
    QSpinBox *m_sample;
    QCheckBox *m_allowSelfSigned;
    QCheckBox *m_allowWrites;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace cosmos
