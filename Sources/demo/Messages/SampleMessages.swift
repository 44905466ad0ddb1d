import Foundation

/// The messages a first run starts with, and the ones `--live` delivers.
enum SampleMessages {
  static func initial(now: Date = Date()) -> [Message] {
    let samples: [(String, String, TimeInterval)] = [
      (
        "Lunch on Friday?",
        "Are you free for lunch on Friday? The new ramen place on Hornsgatan opened last week and I hear the queue is short before noon.",
        -25 * 60
      ),
      (
        "Release notes draft",
        "I put the draft of the 2.4 release notes in the shared folder. Could you read the section on the new sync engine? I am not sure the migration steps are in the right order.",
        -3 * 3600
      ),
      (
        "Re: Quarterly numbers",
        "Thanks for the numbers. Card payments are up 12% on the quarter; invoices are flat. Let's talk about the terminal rollout on Tuesday.",
        -26 * 3600
      ),
      (
        "Your parcel is on its way",
        "Parcel 5531-2201 left the sorting centre at 06:40 and will be delivered tomorrow between 09:00 and 12:00.",
        -2 * 86400
      ),
      (
        "Book club: next title",
        "We picked 'The Left Hand of Darkness' for next month. Meeting on the 14th at Karin's place, 19:00. Bring something to drink.",
        -4 * 86400
      ),
      (
        "Team offsite",
        "The offsite is confirmed for the 22nd and 23rd. Train leaves Central Station at 08:12; tickets are in your inbox. Pack for rain.",
        -9 * 86400
      ),
      (
        "Welcome to Presently",
        "This is the Messages demo. Press c to compose, d to delete the selected message, a number to select, / to filter, ? for help and q to quit.",
        -30 * 86400
      ),
    ]
    return samples.map { Message(title: $0.0, body: $0.1, date: now.addingTimeInterval($0.2)) }
  }

  static let incoming: [(title: String, body: String)] = [
    ("Standup moved", "Standup moves to 09:45 today; the room is booked until then."),
    ("Build is green again", "The flaky integration test is fixed: it was a timezone assumption in the fixture."),
    ("Coffee?", "Going down for coffee in five minutes. Want anything?"),
    ("Invoice 2026-118 paid", "Payment of 4 250 SEK received for invoice 2026-118. Thank you!"),
    ("Re: Lunch on Friday?", "Friday works. 11:45 at the entrance?"),
    ("Reminder: dentist", "Your appointment is tomorrow at 08:30. Reply C to cancel."),
  ]
}
