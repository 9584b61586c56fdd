"""The FSRS reference outputs `tests/data/fsrs_reference.json` holds, from the reference
implementation (py-fsrs 6.3.2, default FSRS-6 parameters, no fuzz, no learning steps):

    python3 -m venv env && env/bin/pip install fsrs==6.3.2
    env/bin/python tests/data/fsrs_reference.py > tests/data/fsrs_reference.json

Each history is a list of reviews, each at a whole number of days after the one before (0: the
same day) with a rating from 1 (again) to 4 (easy); each review's record holds the memory
state after it and the recall the reference predicted for it beforehand (the first review
has none).
"""

import json
import random
from datetime import datetime, timedelta, timezone

from fsrs import Card, Rating, Scheduler

random.seed(20261205)
scheduler = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)
start = datetime(2026, 1, 1, 9, tzinfo=timezone.utc)
histories = []
for _ in range(300):
    card = Card()
    at = start
    reviews = []
    for n in range(random.randint(1, 14)):
        gap = 0 if n == 0 else random.choice([0, 0, 1, 2, 3, 5, 8, 13, 21, 40, 90, 365])
        at = at + timedelta(days=gap, minutes=random.randint(1, 240) if gap == 0 and n > 0 else 0)
        rating = random.choice([1, 2, 3, 3, 3, 4])
        recall = None
        if card.last_review is not None:
            recall = scheduler.get_card_retrievability(card, current_datetime=at)
        card, _ = scheduler.review_card(card, Rating(rating), review_datetime=at)
        reviews.append({
            "days": gap,
            "rating": rating,
            "recall_before": recall,
            "stability": card.stability,
            "difficulty": card.difficulty,
        })
    histories.append(reviews)
json.dump({"parameters": list(scheduler.parameters), "histories": histories}, __import__("sys").stdout)
print()
