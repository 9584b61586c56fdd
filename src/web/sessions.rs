//! The drill and play sessions under way, held between requests: each under a random id that a
//! page's address carries, at most [`MAX_HELD`] of a kind, the one left longest given back when
//! room is needed (so its answers can be saved).

use std::collections::HashMap;
use std::time::Instant;

/// Sessions of one kind held at once: a learner with as many tabs open is well served, and a
/// page that opens sessions in a loop cannot fill the memory.
pub const MAX_HELD: usize = 16;

/// The sessions of one kind.
pub struct Sessions<T> {
    held: HashMap<String, (T, Instant)>,
}

impl<T> Default for Sessions<T> {
    fn default() -> Self {
        Sessions { held: HashMap::new() }
    }
}

impl<T> Sessions<T> {
    /// Holds `session` under a new id; gives back the one left longest when the room was full.
    pub fn insert(&mut self, session: T) -> (String, Option<T>) {
        let mut evicted = None;
        if self.held.len() >= MAX_HELD
            && let Some(oldest) = self.held.iter().min_by_key(|(_, (_, at))| *at).map(|(id, _)| id.clone())
        {
            evicted = self.held.remove(&oldest).map(|(s, _)| s);
        }
        let id = loop {
            let id = format!("{:016x}", rand::random::<u64>());
            if !self.held.contains_key(&id) {
                break id;
            }
        };
        self.held.insert(id.clone(), (session, Instant::now()));
        (id, evicted)
    }

    /// The session under `id`, marked as used now.
    pub fn get_mut(&mut self, id: &str) -> Option<&mut T> {
        self.held.get_mut(id).map(|(s, at)| {
            *at = Instant::now();
            s
        })
    }

    /// Takes the session under `id` out.
    pub fn remove(&mut self, id: &str) -> Option<T> {
        self.held.remove(id).map(|(s, _)| s)
    }

    /// Every session held, taken out (as the server stops).
    pub fn drain(&mut self) -> Vec<T> {
        self.held.drain().map(|(_, (s, _))| s).collect()
    }

    /// How many are held.
    pub fn len(&self) -> usize {
        self.held.len()
    }

    /// Whether none is.
    pub fn is_empty(&self) -> bool {
        self.held.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_session_left_longest_is_given_back_when_the_room_is_full() {
        let mut sessions = Sessions::default();
        let ids: Vec<String> = (0..MAX_HELD).map(|n| sessions.insert(n).0).collect();
        // The first is used again: the second is now the one left longest.
        assert_eq!(sessions.get_mut(&ids[0]).copied(), Some(0));
        let (_, evicted) = sessions.insert(99);
        assert_eq!(evicted, Some(1));
        assert_eq!(sessions.len(), MAX_HELD);
        assert!(sessions.get_mut(&ids[1]).is_none());
        assert_eq!(sessions.remove(&ids[0]), Some(0));
    }
}
