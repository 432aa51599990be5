// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace arb {

class PlayoffDialog;
class PlayoffGamesModel;
class TournamentDocument;

//! The Play-off tab: the tie, the plan (games with players, colours, time controls, order),
//! result entry from the keyboard (1, = or 5, 0, Delete) and the lots, log and final order.
class PlayoffWidget : public QWidget
{
    Q_OBJECT

public:
    explicit PlayoffWidget(TournamentDocument *document, QWidget *parent = nullptr);

    PlayoffGamesModel *gamesModel() const { return m_model; }
    QTableView *gamesView() const { return m_view; }
    //! Opens the configuration dialog and starts the play-off when it is accepted.
    void startPlayoff();
    //! Replaces how the dialog is shown (a seam for tests; default: exec()).
    void setDialogRunner(std::function<bool(PlayoffDialog &)> runner)
    {
        m_runDialog = std::move(runner);
    }
    //! Writes the printed play-off as PDF; returns false with a message on failure.
    bool writePdf(const QString &path, QString *error = nullptr) const;

signals:
    //! Emitted when a play-off was started from the dialog.
    void playoffStarted();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void selectFirstPending();
    void printPreview();
    void exportPdf();

    TournamentDocument *m_document;
    PlayoffGamesModel *m_model;
    QLabel *m_statusLabel;
    QComboBox *m_placeComboBox;
    QPushButton *m_startButton;
    QPushButton *m_removeButton;
    QPushButton *m_printButton;
    QPushButton *m_pdfButton;
    QTableView *m_view;
    QPlainTextEdit *m_logTextEdit;
    std::function<bool(PlayoffDialog &)> m_runDialog;
};

} // namespace arb
