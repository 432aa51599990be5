// SPDX-License-Identifier: GPL-3.0-or-later
// Drives the next modal dialog of a window test from inside the dialog's own event loop.
#pragma once

#include <QApplication>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>

//! Once a modal widget other than \a notThis shows and is active, runs \a drive on it (polled every
//! 10 ms, so it works for exec() and for the static QFileDialog and QInputDialog functions). A
//! dialog still open after \a drive is closed, so that a failed check never leaves the test
//! hanging.
inline void onNextModal(std::function<void(QWidget *)> drive, QWidget *notThis = nullptr)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    auto polls = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, [timer, drive, notThis, polls] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || modal == notThis || !modal->isVisible())
            return;
        // Keys go to the focus widget of the active window: wait (up to 2 s) for the dialog.
        if (QApplication::activeWindow() != modal && ++*polls < 200)
            return;
        timer->stop();
        timer->deleteLater();
        QPointer<QWidget> guard(modal);
        drive(modal);
        if (guard && guard->isVisible())
            guard->close();
    });
    timer->start();
}
