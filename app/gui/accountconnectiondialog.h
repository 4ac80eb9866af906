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

// File › Import › From Azure Cosmos DB…: the endpoint, database, key and sample size,
// checked as they are typed (the same rules as the CLI's); the key is filled in from
// the system keychain when one holds it, and may be kept there.
class AccountImportDialog : public QDialog {
    Q_OBJECT

public:
    explicit AccountImportDialog(QWidget *parent = nullptr);

    AccountProfile profile() const;
    QByteArray key() const;
    bool rememberKey() const;

private:
    void validate();
    void fillKeyFromKeychain();

    QLineEdit *m_endpoint;
    QLineEdit *m_database;
    QLineEdit *m_key;
    QCheckBox *m_rememberKey;
    QSpinBox *m_sample;
    QCheckBox *m_allowSelfSigned;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace cosmos
